import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import type { InteractionAdmin, InteractionOption } from '@contract/interactions-answers';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { InteractionEditorScreen } from './interaction-editor-screen';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const OPTIONS: InteractionOption[] = [
  { kind: 'supplement', id: 4, name: 'Magnésio', detail: null, supplement_id: null, units: null },
  { kind: 'form', id: 9, name: 'Citrato de magnésio', detail: 'Magnésio', supplement_id: 4, units: null },
  { kind: 'drug', id: 3, name: 'Varfarina', detail: 'Marevan', supplement_id: null, units: null },
];

const SAVED: InteractionAdmin = {
  id: 21,
  supplement_id: 4,
  form_id: 9,
  other_kind: 'drug',
  other_id: 3,
  other_form_id: null,
  severity: 'moderada',
  likelihood: 'possivel',
  evidence: 'C',
  mechanism: 'Texto de teste.',
  management: 'Texto de teste.',
  timing: 'Separar por 2 h',
  references: [{ authors: 'Autor A', title: 'Título', journal: null, year: null, doi: null, pmid: '12345' }],
  reviewed_at: '2026-11-27T10:00:00.000Z',
  reviewed_by: 'Ana',
  supplement: { kind: 'supplement', id: 4, name: 'Magnésio', form: { id: 9, name: 'Citrato de magnésio' } },
  other: { kind: 'drug', id: 3, name: 'Varfarina', form: null },
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  revision: 1,
};

/** The API: options filtered by the typed term and the kinds asked; a save answers `onSave`. */
function stubApi(onSave: () => Response) {
  const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST') return onSave();
    if (url.pathname.endsWith('/interactions/options')) {
      const term = (url.searchParams.get('search') ?? '').toLowerCase();
      const kinds = (url.searchParams.get('kinds') ?? '').split(',');
      return jsonResponse(200, { items: OPTIONS.filter((option) => kinds.includes(option.kind) && option.name.toLowerCase().includes(term)) });
    }
    return jsonResponse(404, { message: 'Não encontrado' });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

const posts = (fetchSpy: ReturnType<typeof stubApi>) => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');

/** The new-interaction page, once its texts have loaded. */
async function openEditor() {
  const user = userEvent.setup();
  await renderWithProviders(<InteractionEditorScreen id={null} />, { path: '/dashboard/interacoes/nova' });
  await screen.findByRole('combobox', { name: /^Suplemento/ }, { timeout: 10_000 });
  return user;
}

/** Puts a text in a field at once (typing each letter is slow in jsdom and tells nothing more here). */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Types into a picker and chooses the first option with the keyboard. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, term: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), term);
  await screen.findByRole('option', { name: option }, { timeout: 20_000 });
  await user.keyboard('{ArrowDown}{Enter}');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// A lazy form check, typeahead requests and a save: more than the default 5 s on a loaded machine.
describe('the interaction editor', { timeout: 60_000 }, () => {
  it('shows every missing field under it at once and sends nothing', async () => {
    const fetchSpy = stubApi(() => jsonResponse(200, { message: 'Nova interação cadastrada', item: SAVED }));
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const message of ['Selecione o suplemento', 'Selecione o outro lado da interação', 'Selecione a gravidade', 'Selecione a probabilidade', 'Selecione o nível de evidência', 'Mecanismo não foi preenchido', 'Conduta não foi preenchida']) {
      expect(await screen.findAllByText(message)).not.toHaveLength(0);
    }
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Suplemento/ }));
    expect(posts(fetchSpy)).toHaveLength(0);
  });

  it('picks a chemical form and a drug by typeahead, refuses a bad PMID before sending, then sends the sides as ids', async () => {
    const fetchSpy = stubApi(() => jsonResponse(200, { message: 'Nova interação cadastrada', item: SAVED }));
    const user = await openEditor();
    await pick(user, /^Suplemento/, 'citrato', /Magnésio \(Citrato de magnésio\)/);
    expect((screen.getByRole('combobox', { name: /^Suplemento/ }) as HTMLInputElement).value).toBe('Magnésio (Citrato de magnésio)');
    await pick(user, /^Interage com/, 'varf', /Varfarina/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Gravidade/ }), 'moderada');
    expect(screen.getByText('Moderada: Usar com cautela e monitorar.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Probabilidade/ }), 'possivel');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Nível de evidência/ }), 'C');
    await fill(user, /^Mecanismo/, 'Texto de teste.');
    await fill(user, /^Conduta/, 'Texto de teste.');
    await fill(user, /^Orientação de horário/, 'Separar por 2 h');
    await user.click(screen.getByRole('button', { name: 'Adicionar referência' }));
    await fill(user, /^Autores/, 'Autor A');
    await fill(user, /^Título/, 'Título');
    await fill(user, /^PMID/, '0123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('PMID inválido (somente números, ex.: 17634462)')).not.toHaveLength(0);
    expect(posts(fetchSpy)).toHaveLength(0);

    await fill(user, /^PMID/, '12345');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(posts(fetchSpy)).toHaveLength(1));
    const [url, init] = posts(fetchSpy)[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/interactions$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      supplement_id: 4,
      form_id: 9,
      other_kind: 'drug',
      other_id: 3,
      other_form_id: null,
      severity: 'moderada',
      likelihood: 'possivel',
      evidence: 'C',
      mechanism: 'Texto de teste.',
      management: 'Texto de teste.',
      timing: 'Separar por 2 h',
      references: [{ authors: 'Autor A', title: 'Título', journal: null, year: null, doi: null, pmid: '12345' }],
    });
  });

  it('shows the server’s Portuguese message under the field it names', async () => {
    stubApi(() => jsonResponse(422, { message: 'Medicamento não encontrado', errors: { other_id: ['Medicamento não encontrado'] } }));
    const user = await openEditor();
    await pick(user, /^Suplemento/, 'magn', /^Magnésio\W+Suplemento/);
    await pick(user, /^Interage com/, 'varf', /Varfarina/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Gravidade/ }), 'grave');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Probabilidade/ }), 'provavel');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Nível de evidência/ }), 'B');
    await fill(user, /^Mecanismo/, 'Texto.');
    await fill(user, /^Conduta/, 'Texto.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const field = screen.getByRole('combobox', { name: /^Interage com/ });
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.closest('[data-scope="field"][data-part="root"]')?.textContent).toContain('Medicamento não encontrado');
  });

  it('on an edit conflict keeps what was typed to copy, and reload starts again from the version saved meanwhile', async () => {
    let reads = 0;
    const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
      if (String(input).includes('/content-versions')) return jsonResponse(200, { items: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 } });
      if (init?.method === 'POST') {
        return jsonResponse(409, {
          message: 'Este conteúdo foi alterado por Bruno Revisor em 27/11/2026 08:00. Recarregue para ver as alterações.',
          code: 'edit_conflict',
          details: { updated_by: 'Bruno Revisor', updated_at: '2026-11-27T11:00:00.000Z' },
        });
      }
      reads += 1;
      return jsonResponse(200, { item: reads === 1 ? SAVED : { ...SAVED, mechanism: 'Texto de Bruno.', revision: 2 } });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    await renderWithProviders(<InteractionEditorScreen id={21} />, { path: '/dashboard/interacoes/21' });
    const mechanism = await screen.findByRole('textbox', { name: /^Mecanismo/ }, { timeout: 10_000 });
    expect((mechanism as HTMLTextAreaElement).value).toBe('Texto de teste.');
    expect((screen.getByRole('combobox', { name: /^Interage com/ }) as HTMLInputElement).value).toBe('Varfarina');
    await fill(user, /^Mecanismo/, 'Meu texto.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const conflict = await screen.findByRole('alertdialog', { name: 'Este conteúdo foi alterado' });
    const unsaved = within(conflict).getByRole('textbox', { name: 'Suas alterações não salvas' }) as HTMLTextAreaElement;
    expect(unsaved.value).toContain('Mecanismo: Meu texto.');
    expect(unsaved.value).toContain('Suplemento: Magnésio (Citrato de magnésio)');
    const [, sent] = posts(fetchSpy)[0]!;
    expect(JSON.parse(String(sent?.body))).toMatchObject({ revision: 1, mechanism: 'Meu texto.' });

    await user.click(within(conflict).getByRole('button', { name: 'Recarregar a versão atual' }));
    await vi.waitFor(() => expect((screen.getByRole('textbox', { name: /^Mecanismo/ }) as HTMLTextAreaElement).value).toBe('Texto de Bruno.'));
  });
});
