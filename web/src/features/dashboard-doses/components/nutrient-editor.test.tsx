import { POPULATION_GROUPS } from '@contract/doses';
import type { GroupDoses, Nutrient } from '@contract/doses-answers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { NutrientEditorScreen } from './nutrient-editor-screen';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const EMPTY: GroupDoses = { intake: null, upper_level: null, anvisa_max: null, usual_dose: null };
const PREGNANCY: GroupDoses = {
  intake: { kind: 'RDA', low: 350, high: 400, source: 'iom-rda' },
  upper_level: { kind: 'value', low: 350, high: 350, source: 'iom-ul' },
  anvisa_max: null,
  usual_dose: null,
};

const MAGNESIUM: Nutrient = {
  id: 1,
  name: 'Magnésio',
  name_en: 'Magnesium',
  slug: 'magnesio',
  unit: 'mg',
  expressed_as: 'magnésio elementar',
  expressed_as_en: 'elemental magnesium',
  element: 'Mg',
  upper_level_scope: 'supplemental_only',
  supplements: [{ id: 4, name: 'Magnésio' }],
  groups: Object.fromEntries(POPULATION_GROUPS.map((group) => [group, group === 'gestantes' ? PREGNANCY : EMPTY])) as Nutrient['groups'],
  sources: [
    { key: 'iom-rda', title: 'IOM 1997, Dietary Reference Intakes', url: 'https://example.org/iom-rda' },
    { key: 'iom-ul', title: 'IOM 2000, Upper Levels', url: 'https://example.org/iom-ul' },
  ],
  revision: 1,
  updated_at: '2026-11-27T10:00:00.000Z',
};

const NO_VERSIONS = { items: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 } };

/** The API: the nutrient as stored (each read answers the next of `reads`), its versions, and a save answering `onSave`. */
function stubApi(reads: Nutrient[], onSave: () => Response) {
  let read = 0;
  const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST') return onSave();
    if (url.pathname.endsWith('/content-versions')) return jsonResponse(200, NO_VERSIONS);
    if (url.pathname.endsWith('/selects/supplements')) return jsonResponse(200, { data: { items: [{ id: 4, name: 'Magnésio' }, { id: 5, name: 'Ferro' }] } });
    if (url.pathname.endsWith('/nutrients/1')) return jsonResponse(200, { data: reads[Math.min(read++, reads.length - 1)] });
    return jsonResponse(404, { message: 'Não encontrado' });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

const posts = (fetchSpy: ReturnType<typeof stubApi>) => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');

/** A group's block ('Gestantes' → 'UL'). */
const block = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('group', { name });

// Two requests at once (a reload and its history) with the session unknown both load the mocked
// Firebase module, and one of them got the real one. The token does not matter to these answers.
beforeAll(() => {
  setAuthSession({ status: 'signed-out' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the nutrient editor', { timeout: 60_000 }, () => {
  it('checks a new nutrient before sending: each message at its field, a range upside down at its maximum', async () => {
    const fetchSpy = stubApi([MAGNESIUM], () => jsonResponse(200, {}));
    const user = userEvent.setup();
    await renderWithProviders(<NutrientEditorScreen id={null} />, { path: '/dashboard/nutrientes/novo' });
    await screen.findByRole('textbox', { name: /^Nome em inglês/ }, { timeout: 10_000 });
    const usual = block('Adultos (19 anos ou mais)', 'Dose usual');
    await user.type(within(usual).getByRole('textbox', { name: /^Mín\./ }), '400');
    await user.type(within(usual).getByRole('textbox', { name: /^Máx\./ }), '300');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const message of ['Nome não foi preenchido', 'Selecione a unidade', 'Selecione ao menos um suplemento', 'Selecione a que o limite superior se aplica']) {
      expect(await screen.findAllByText(message)).not.toHaveLength(0);
    }
    const high = within(usual).getByRole('textbox', { name: /^Máx\./ });
    expect(high.getAttribute('aria-invalid')).toBe('true');
    expect(high.closest('[data-scope="field"][data-part="root"]')?.textContent).toContain('O mínimo deve ser menor ou igual ao máximo');
    expect(within(usual).getByRole('combobox', { name: /^Fonte/ }).closest('[data-scope="field"][data-part="root"]')?.textContent).toContain('Selecione a fonte');
    expect(posts(fetchSpy)).toHaveLength(0);
  });

  it('sends the changed source with the revision it loaded, and shows the server’s message at the value’s field', async () => {
    const fetchSpy = stubApi([MAGNESIUM], () =>
      jsonResponse(422, { message: 'Fonte não encontrada na lista de fontes', errors: { 'groups.gestantes.upper_level.source': ['Fonte não encontrada na lista de fontes'] } }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<NutrientEditorScreen id={1} />, { path: '/dashboard/nutrientes/1' });
    await screen.findByRole('heading', { name: 'Editar nutriente: Magnésio' }, { timeout: 10_000 });
    const upper = block('Gestantes', 'UL');
    expect((within(upper).getByRole('textbox', { name: /^Mín\./ }) as HTMLInputElement).value).toBe('350');
    await user.selectOptions(within(upper).getByRole('combobox', { name: /^Fonte/ }), 'iom-rda');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(posts(fetchSpy)).toHaveLength(1));
    const sent = JSON.parse(String(posts(fetchSpy)[0]![1]?.body));
    expect(String(posts(fetchSpy)[0]![0])).toMatch(/\/api\/v1\/nutrients\/1$/);
    expect(sent).toMatchObject({ revision: 1, supplement_ids: [4], element: 'Mg', unit: 'mg' });
    expect(sent.groups.gestantes).toEqual({
      intake: { kind: 'RDA', low: 350, high: 400, source: 'iom-rda' },
      upper_level: { kind: 'value', low: 350, high: 350, source: 'iom-rda' },
      anvisa_max: null,
      usual_dose: null,
    });
    expect(sent.groups['adultos-19a']).toEqual({ intake: null, upper_level: null, anvisa_max: null, usual_dose: null });

    const source = within(block('Gestantes', 'UL')).getByRole('combobox', { name: /^Fonte/ });
    await vi.waitFor(() => expect(source.getAttribute('aria-invalid')).toBe('true'));
    expect(source.closest('[data-scope="field"][data-part="root"]')?.textContent).toContain('Fonte não encontrada na lista de fontes');
  });

  it('on an edit conflict keeps what was typed to copy, and reload starts again from the version saved meanwhile', async () => {
    const theirs: Nutrient = { ...MAGNESIUM, name_en: 'Magnesium (Bruno)', revision: 2 };
    const fetchSpy = stubApi([MAGNESIUM, theirs], () =>
      jsonResponse(409, {
        message: 'Este conteúdo foi alterado por Bruno Revisor em 27/11/2026 08:00. Recarregue para ver as alterações.',
        code: 'edit_conflict',
        details: { updated_by: 'Bruno Revisor', updated_at: '2026-11-27T11:00:00.000Z' },
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<NutrientEditorScreen id={1} />, { path: '/dashboard/nutrientes/1' });
    const nameEn = await screen.findByRole('textbox', { name: /^Nome em inglês/ }, { timeout: 10_000 });
    await user.clear(nameEn);
    await user.type(nameEn, 'Mg');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('alertdialog', { name: 'Este conteúdo foi alterado' });
    expect((within(conflict).getByRole('textbox', { name: 'Suas alterações não salvas' }) as HTMLTextAreaElement).value).toContain('Nome em inglês: Mg');
    expect(JSON.parse(String(posts(fetchSpy)[0]![1]?.body))).toMatchObject({ revision: 1, name_en: 'Mg' });
    await user.click(within(conflict).getByRole('button', { name: 'Recarregar a versão atual' }));
    await vi.waitFor(() => expect((screen.getByRole('textbox', { name: /^Nome em inglês/ }) as HTMLInputElement).value).toBe('Magnesium (Bruno)'));
  });

  it('adds a supplement by typeahead and removes one', async () => {
    const fetchSpy = stubApi([MAGNESIUM], () => jsonResponse(200, { message: 'Nutriente atualizado com sucesso', item: MAGNESIUM }));
    const user = userEvent.setup();
    await renderWithProviders(<NutrientEditorScreen id={1} />, { path: '/dashboard/nutrientes/1' });
    const picker = await screen.findByRole('combobox', { name: /^Suplementos/ }, { timeout: 10_000 });
    await user.type(picker, 'fer');
    await screen.findByRole('option', { name: /Ferro/ }, { timeout: 20_000 });
    await user.keyboard('{ArrowDown}{Enter}');
    const chosen = await screen.findByRole('list', { name: 'Suplementos escolhidos' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Magnésio', 'Ferro']);
    await user.click(within(chosen).getByRole('button', { name: 'Remover Magnésio' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(posts(fetchSpy)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchSpy)[0]![1]?.body)).supplement_ids).toEqual([5]);
  });
});
