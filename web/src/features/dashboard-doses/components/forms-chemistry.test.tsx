import type { SupplementFormEditable } from '@contract/doses-answers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi, beforeEach } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { setAuthSession } from '@/lib/auth-session';
import { toaster } from '@/lib/toaster-store';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { FormsChemistryScreen } from './forms-chemistry-screen';
import { keyFromTitle } from './form-chemistry-form';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const GLYCINATE: SupplementFormEditable = {
  id: 9,
  supplement_id: 4,
  name: 'Magnésio quelato (bisglicinato)',
  name_en: 'Magnesium chelate (bisglycinate)',
  formula: 'C4H8MgN2O4',
  formula_source: { key: 'mg-glycinate', title: 'Magnesium glycinate, C4H8MgN2O4', url: 'https://example.org/mg-glycinate' },
  molar_mass: 172.42,
  nutrient: { id: 1, name: 'Magnésio', slug: 'magnesio', unit: 'mg', expressed_as: 'magnésio elementar', element: 'Mg' },
  basis: 'element',
  moiety_formula: null,
  fraction: 0.14097,
  iu_factor: null,
  upper_level_fraction: 0.14097,
  intake_factor: null,
  counts_toward_upper_level: true,
  revision: 1,
  updated_at: null,
};

const NO_VERSIONS = { items: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 } };

function stubApi(reads: SupplementFormEditable[][], onSave: () => Response, onDelete: () => Response = () => jsonResponse(405, { message: 'Não esperado' })) {
  let read = 0;
  const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST') return onSave();
    if (init?.method === 'DELETE') return onDelete();
    if (url.pathname.endsWith('/content-versions')) return jsonResponse(200, NO_VERSIONS);
    if (url.pathname.endsWith('/selects/supplements')) return jsonResponse(200, { data: { items: [{ id: 4, name: 'Magnésio' }, { id: 5, name: 'Ferro' }] } });
    if (url.pathname.endsWith('/supplements/4/forms/chemistry')) return jsonResponse(200, { items: reads[Math.min(read++, reads.length - 1)] });
    return jsonResponse(404, { message: 'Não encontrado' });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

const posts = (fetchSpy: ReturnType<typeof stubApi>) => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');

async function openForm() {
  const user = userEvent.setup();
  await renderWithProviders(<FormsChemistryScreen />, { path: '/dashboard/formas-quimicas?suplemento=4' });
  const list = await screen.findByRole('list', { name: 'Formas químicas do suplemento' }, { timeout: 10_000 });
  expect(list.textContent).toContain('C₄H₈MgN₂O₄ · 172,42 g/mol');
  expect(list.textContent).toContain('Magnésio: Pelo elemento · 14,1 %');
  await user.click(within(list).getByRole('button', { name: 'Editar Magnésio quelato (bisglicinato)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar forma: Magnésio quelato (bisglicinato)' });
  return { user, dialog };
}

/** Magnésio's forms with the toaster, where the success and error toasts show. */
async function renderWithToaster() {
  const user = userEvent.setup();
  await renderWithProviders(
    <>
      <FormsChemistryScreen />
      <AppToaster />
    </>,
    { path: '/dashboard/formas-quimicas?suplemento=4' },
  );
  return user;
}

// The screen's first two requests start at once; with the session unknown both load the (mocked)
// Firebase module, and one of them got the real one. The token does not matter to these answers.
beforeAll(() => {
  setAuthSession({ status: 'signed-out' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

describe('the chemical forms screen', { timeout: 60_000 }, () => {
  it('previews the formula as typed, sends the chemistry with its revision and shows the server’s message at the formula', async () => {
    const fetchSpy = stubApi([[GLYCINATE]], () => jsonResponse(422, { message: 'Fórmula molecular inválida', errors: { formula: ['Fórmula molecular inválida'] } }));
    const { user, dialog } = await openForm();
    const formula = within(dialog).getByRole('textbox', { name: /^Fórmula molecular/ });
    expect(within(dialog).getByTestId('formula-preview').textContent).toBe('C₄H₈MgN₂O₄');
    await user.clear(formula);
    await user.type(formula, 'MgCl2·6H2O');
    expect(within(dialog).getByTestId('formula-preview').textContent).toBe('MgCl₂·6H₂O');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Fator de UI/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(posts(fetchSpy)).toHaveLength(1));
    expect(String(posts(fetchSpy)[0]![0])).toMatch(/\/api\/v1\/supplement-forms\/9$/);
    expect(JSON.parse(String(posts(fetchSpy)[0]![1]?.body))).toEqual({
      name: 'Magnésio quelato (bisglicinato)',
      name_en: 'Magnesium chelate (bisglycinate)',
      formula: 'MgCl2·6H2O',
      formula_source: { key: 'mg-glycinate', title: 'Magnesium glycinate, C4H8MgN2O4', url: 'https://example.org/mg-glycinate' },
      nutrient_id: 1,
      basis: 'element',
      moiety_formula: null,
      iu_factor: null,
      intake_factor: null,
      counts_toward_upper_level: true,
      revision: 1,
    });
    const field = within(dialog).getByRole('textbox', { name: /^Fórmula molecular/ });
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.closest('[data-scope="field"][data-part="root"]')?.textContent).toContain('Fórmula molecular inválida');
  });

  it('refuses a bad UI factor and a bad source URL before sending', async () => {
    const fetchSpy = stubApi([[GLYCINATE]], () => jsonResponse(200, {}));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: /^Fator de UI/ }), '-1');
    const url = within(dialog).getByRole('textbox', { name: /^Fonte da fórmula \(URL\)/ });
    await user.clear(url);
    await user.type(url, 'exemplo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Fator de UI inválido')).not.toHaveLength(0);
    expect(await within(dialog).findAllByText('Informe uma URL válida (http:// ou https://)')).not.toHaveLength(0);
    expect(posts(fetchSpy)).toHaveLength(0);
  });

  it('on an edit conflict shows the dialog and reloads the version saved meanwhile', async () => {
    const theirs = { ...GLYCINATE, formula: 'C4H8MgN2O4', name_en: 'Magnesium bisglycinate (Bruno)', revision: 2 };
    stubApi([[GLYCINATE], [theirs]], () =>
      jsonResponse(409, {
        message: 'Este conteúdo foi alterado por Bruno Revisor em 27/11/2026 08:00. Recarregue para ver as alterações.',
        code: 'edit_conflict',
        details: { updated_by: 'Bruno Revisor', updated_at: '2026-11-27T11:00:00.000Z' },
      }),
    );
    const { user, dialog } = await openForm();
    const formula = within(dialog).getByRole('textbox', { name: /^Fórmula molecular/ });
    await user.clear(formula);
    await user.type(formula, 'C4H8MgN2O5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('alertdialog', { name: 'Este conteúdo foi alterado' });
    expect((within(conflict).getByRole('textbox', { name: 'Suas alterações não salvas' }) as HTMLTextAreaElement).value).toContain('Fórmula molecular: C4H8MgN2O5');
    await user.click(within(conflict).getByRole('button', { name: 'Recarregar a versão atual' }));
    await vi.waitFor(() => expect((screen.getByRole('textbox', { name: /^Nome em inglês/ }) as HTMLInputElement).value).toBe('Magnesium bisglycinate (Bruno)'));
    expect((screen.getByRole('textbox', { name: /^Fórmula molecular/ }) as HTMLInputElement).value).toBe('C4H8MgN2O4');
  });

  it('previews the molar mass and the share of magnesium as the formula is typed, and flags an unknown symbol before saving', async () => {
    const fetchSpy = stubApi([[GLYCINATE]], () => jsonResponse(200, {}));
    const { user, dialog } = await openForm();
    const preview = within(dialog).getByRole('status', { name: 'Como aparece' });
    expect(preview.textContent).toContain('C₄H₈MgN₂O₄ · 172,42 g/mol');
    expect(within(preview).getByTestId('fraction-preview').textContent).toBe('14,1 % conta como Magnésio (Pelo elemento)');

    const formula = within(dialog).getByRole('textbox', { name: /^Fórmula molecular/ });
    await user.clear(formula);
    await user.type(formula, 'C8H14MgO10');
    // Magnesium L-threonate: 294,495 g/mol, 8,25 % magnesium, as the API computes it.
    expect(preview.textContent).toContain('C₈H₁₄MgO₁₀ · 294,5 g/mol');
    expect(within(preview).getByTestId('fraction-preview').textContent).toBe('8,3 % conta como Magnésio (Pelo elemento)');

    await user.clear(formula);
    await user.type(formula, 'CaCO3');
    expect(within(preview).getByTestId('fraction-preview').textContent).toBe('A fórmula não contém Mg.');

    await user.clear(formula);
    await user.type(formula, 'C8H14MqO10');
    expect(within(preview).getByTestId('formula-problem').textContent).toBe('Elemento desconhecido na fórmula: Mq');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(formula.getAttribute('aria-invalid')).toBe('true'));
    expect(formula.closest('[data-scope="field"][data-part="root"]')?.textContent).toContain('Elemento desconhecido na fórmula: Mq');
    expect(posts(fetchSpy)).toHaveLength(0);
  });

  it("adds a form with 'Nova forma': the supplement and its fields are sent, the toast says so and the list shows it", async () => {
    const THREONATE: SupplementFormEditable = { ...GLYCINATE, id: 31, name: 'Treonato de magnésio', name_en: 'Magnesium threonate', formula: 'C8H14MgO10', formula_source: null, molar_mass: 294.49, fraction: 0.0825 };
    const fetchSpy = stubApi([[GLYCINATE], [GLYCINATE, THREONATE]], () => jsonResponse(200, { message: 'Forma química cadastrada com sucesso', item: THREONATE }));
    const user = await renderWithToaster();
    await screen.findByRole('list', { name: 'Formas químicas do suplemento' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Nova forma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova forma química' });
    const preview = within(dialog).getByRole('status', { name: 'Como aparece' });
    expect(preview.textContent).toContain('Fórmula não confirmada');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome\b(?! em inglês)/ }), 'Treonato de magnésio');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome em inglês/ }), 'Magnesium threonate');
    await user.type(within(dialog).getByRole('textbox', { name: /^Fórmula molecular/ }), 'C8H14MgO10');
    expect(preview.textContent).toContain('C₈H₁₄MgO₁₀ · 294,5 g/mol');
    expect(within(preview).getByTestId('fraction-preview').textContent).toBe('Escolha o nutriente e como a forma conta para ver a fração.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await vi.waitFor(() => expect(posts(fetchSpy)).toHaveLength(1));
    expect(String(posts(fetchSpy)[0]![0])).toMatch(/\/api\/v1\/supplement-forms$/);
    expect(JSON.parse(String(posts(fetchSpy)[0]![1]?.body))).toEqual({
      supplement_id: 4,
      name: 'Treonato de magnésio',
      name_en: 'Magnesium threonate',
      formula: 'C8H14MgO10',
      formula_source: null,
      nutrient_id: null,
      basis: null,
      moiety_formula: null,
      iu_factor: null,
      intake_factor: null,
      counts_toward_upper_level: true,
    });
    expect(await screen.findByText('Forma química cadastrada com sucesso')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova forma química' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Editar Treonato de magnésio' })).toBeTruthy();
  });

  it('deletes a form after confirming, with a toast that says it was deleted; a refused deletion says what uses the form', async () => {
    let refuse = true;
    const fetchSpy = stubApi(
      [[GLYCINATE], []],
      () => jsonResponse(200, {}),
      () =>
        refuse
          ? jsonResponse(422, { message: 'Esta forma química está em uso e não pode ser excluída: interação Magnésio (Magnésio quelato (bisglicinato)) × Levotiroxina sódica.' })
          : jsonResponse(200, { message: 'Forma química excluída com sucesso' }),
    );
    const user = await renderWithToaster();
    const list = await screen.findByRole('list', { name: 'Formas químicas do suplemento' }, { timeout: 10_000 });
    const deletes = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input));

    await user.click(within(list).getByRole('button', { name: 'Excluir Magnésio quelato (bisglicinato)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir forma química' });
    expect(confirm.textContent).toContain('Tem certeza que deseja deletar "Magnésio quelato (bisglicinato)"?');
    await user.click(within(confirm).getByRole('button', { name: 'Sim, eu confirmo' }));
    expect(await screen.findByText(/^Esta forma química está em uso e não pode ser excluída: interação Magnésio/)).toBeTruthy();
    expect(deletes()).toEqual([expect.stringMatching(/\/api\/v1\/supplement-forms\/9$/)]);
    // Nothing was deleted: the form is still listed (behind the open confirmation).
    expect(list.textContent).toContain('Magnésio quelato (bisglicinato)');

    refuse = false;
    await user.click(within(confirm).getByRole('button', { name: 'Sim, eu confirmo' }));
    expect(await screen.findByText('Forma química excluída com sucesso')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Excluir forma química' })).toBeNull());
    expect(await screen.findByText('Este suplemento não tem formas químicas cadastradas.')).toBeTruthy();
    expect(deletes()).toHaveLength(2);
  });

  it('asks for a supplement first', async () => {
    stubApi([[GLYCINATE]], () => jsonResponse(200, {}));
    const user = userEvent.setup();
    await renderWithProviders(<FormsChemistryScreen />, { path: '/dashboard/formas-quimicas' });
    expect(await screen.findByText('Escolha um suplemento para ver as formas químicas.', undefined, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('option', { name: 'Magnésio' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Suplemento' }), '4');
    expect(await screen.findByRole('button', { name: 'Editar Magnésio quelato (bisglicinato)' })).toBeTruthy();
  });
});

describe('a formula source’s key', () => {
  it('is made from its title when the form had none', () => {
    expect(keyFromTitle('PubChem: Magnésio glicinato')).toBe('pubchem-magnesio-glicinato');
    expect(keyFromTitle('   ')).toBe('fonte');
  });
});
