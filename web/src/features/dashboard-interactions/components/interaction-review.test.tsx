import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionRow } from '@contract/history-answers';
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

const version = (id: string, action: VersionRow['action'], actor: string, createdAt: string): VersionRow => ({
  id, type: 'interaction', item_id: 21, action, actor: { name: actor }, name: 'Magnésio × Varfarina', changed: action === 'update' ? ['mechanism'] : [], created_at: createdAt,
});

describe('the interaction editor', { timeout: 60_000 }, () => {
  it("asks its history again when an edit conflict's reload brings the version saved meanwhile", async () => {
    let saved = false;
    const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        saved = true;
        return jsonResponse(409, {
          message: 'Este conteúdo foi alterado por Bruno Revisor em 27/11/2026 08:00. Recarregue para ver as alterações.',
          code: 'edit_conflict',
          details: { updated_by: 'Bruno Revisor', updated_at: '2026-11-27T11:00:00.000Z' },
        });
      }
      if (url.pathname.endsWith('/interactions/21')) return jsonResponse(200, { item: saved ? { ...STORED, mechanism: 'Texto do Bruno.', revision: 2 } : STORED });
      if (url.pathname.endsWith('/content-versions')) {
        const rows = [version('v1', 'create', 'Ana Editora', '2026-11-27T10:00:00.000Z')];
        if (saved) rows.unshift(version('v2', 'update', 'Bruno Revisor', '2026-11-27T11:00:00.000Z'));
        return jsonResponse(200, { items: { data: rows, current_page: 1, last_page: 1, per_page: 12, total: rows.length } });
      }
      return jsonResponse(404, { message: 'Não encontrado' });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    await renderWithProviders(<InteractionEditorScreen id={21} />, { path: '/dashboard/interacoes/21' });

    const history = await screen.findByRole('region', { name: 'Histórico' }, { timeout: 10_000 });
    await within(history).findByText('Ana Editora');
    expect(within(history).queryByText('Bruno Revisor')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('alertdialog', { name: 'Este conteúdo foi alterado' });
    await user.click(within(conflict).getByRole('button', { name: 'Recarregar a versão atual' }));
    expect(await within(history).findByText('Bruno Revisor')).toBeTruthy();
  });
});
