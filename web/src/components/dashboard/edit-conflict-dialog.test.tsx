import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { EditConflictDialog } from './edit-conflict-dialog';

const conflict = new ApiError(409, 'Este conteúdo foi alterado', undefined, {
  code: 'edit_conflict',
  details: { updated_by: 'Bruno', updated_at: '2026-11-20T10:00:00.000Z' },
});
const HTML = '<p><strong>Dose</strong> usual</p><table><tbody><tr><th>Forma</th><th>Teor</th></tr><tr><td>Quelato</td><td>20%</td></tr></tbody></table>';

/** Stands in for the browser's ClipboardItem (jsdom has none): keeps what each type was given. */
class RecordedClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function openAndCopy() {
  await renderWithProviders(<EditConflictDialog error={conflict} unsaved={{ text: 'ignored', html: HTML }} onReload={() => {}} onClose={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Copiar minhas alterações' }));
}

// Test files may share their worker's globals (vitest.config.ts): what this file replaces goes back.
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const originalExecCommand = document.execCommand;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  document.execCommand = originalExecCommand;
});

describe("the edit conflict's 'copy my text'", { timeout: 20_000 }, () => {
  it('copies rich text as HTML (the table included) and as plain text with the cells kept apart', async () => {
    const write = vi.fn<(items: RecordedClipboardItem[]) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('ClipboardItem', RecordedClipboardItem);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write, writeText: vi.fn() } });
    await openAndCopy();
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const [item] = write.mock.calls[0]![0];
    expect(await textOf(item!.items['text/html']!)).toContain('<td>Quelato</td><td>20%</td>');
    expect(await textOf(item!.items['text/plain']!)).toBe('Dose usual\nForma\tTeor\nQuelato\t20%');
    expect(await screen.findByRole('button', { name: 'Alterações copiadas' })).toBeTruthy();
  });

  it('still copies HTML through a copy event where the browser has no ClipboardItem', async () => {
    const data = new Map<string, string>();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    vi.stubGlobal('ClipboardItem', undefined);
    document.execCommand = vi.fn(() => {
      const event = new Event('copy', { cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: { setData: (type: string, value: string) => data.set(type, value) } });
      document.dispatchEvent(event);
      return true;
    });
    await openAndCopy();
    await waitFor(() => expect(data.get('text/html')).toBe(HTML));
    expect(data.get('text/plain')).toBe('Dose usual\nForma\tTeor\nQuelato\t20%');
  });
});
