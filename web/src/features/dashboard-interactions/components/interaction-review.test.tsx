import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InteractionAdmin } from '@contract/interactions-answers';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { InteractionEditorScreen } from './interaction-editor-screen';

beforeEach(() => setAuthSession({ status: 'signed-out' }));
afterEach(() => vi.unstubAllGlobals());

const STORED: InteractionAdmin = {
  id: 21, supplement_id: 4, form_id: null, other_kind: 'drug', other_id: 3, other_form_id: null, severity: 'moderada', likelihood: 'possivel', evidence: 'C',
  mechanism: 'Texto de teste.', management: 'Texto de teste.', timing: null, references: [], reviewed_at: null, reviewed_by: null,
  supplement: { kind: 'supplement', id: 4, name: 'Magnésio', form: null }, other: { kind: 'drug', id: 3, name: 'Varfarina', form: null },
  created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z', revision: 1,
};

describe("an interaction's review", { timeout: 60_000 }, () => {
  it("is marked with 'Marcar como revisada' (not by saving), naming the reviewer", async () => {
    let stored = STORED;
    const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST' && url.pathname.endsWith('/interactions/21/review')) {
        stored = { ...stored, reviewed_at: '2026-11-28T12:00:00.000Z', reviewed_by: 'Ana Editora', revision: 2 };
        return jsonResponse(200, { message: 'Interação marcada como revisada', item: stored });
      }
      if (url.pathname.endsWith('/interactions/21')) return jsonResponse(200, { item: stored });
      if (url.pathname.endsWith('/content-versions')) return jsonResponse(200, { items: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 } });
      return jsonResponse(404, { message: 'Não encontrado' });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    await renderWithProviders(<InteractionEditorScreen id={21} />, { path: '/dashboard/interacoes/21' });

    expect(await screen.findByText('Ainda não revisada.', undefined, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Marcar como revisada' }));
    expect(await screen.findByText('Revisada em 28/11/2026 por Ana Editora.')).toBeTruthy();
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => new URL(String(input), 'http://localhost').pathname)).toEqual(['/api/v1/interactions/21/review']);
  });
});
