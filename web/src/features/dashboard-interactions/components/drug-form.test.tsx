import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrugAdmin } from '@contract/drugs-answers';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DrugsScreen } from './drugs-screen';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => null }));
// Signed out: no request waits for the Firebase SDK (the screen's requests are what the test checks).
vi.mock('@/lib/session-token', () => ({ sessionIdToken: async () => null }));

const WARFARIN: DrugAdmin = {
  id: 3,
  name: 'Varfarina',
  name_en: 'Warfarin',
  synonyms: ['varfarina sódica'],
  brands: ['Marevan', 'Coumadin'],
  classes: [{ id: 1, name: 'Anticoagulantes orais' }],
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  revision: 4,
};
const page = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, per_page: 12 as const, total: data.length });

/** The API of the drugs screen: one drug, two classes, its versions, and what a save answers. */
function stubApi() {
  const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return jsonResponse(200, { message: 'Medicamento foi atualizado!', item: WARFARIN });
    if (url.includes('/selects/drug-classes')) return jsonResponse(200, { data: { items: [{ id: 1, name: 'Anticoagulantes orais' }, { id: 2, name: 'Antagonistas da vitamina K (cumarínicos)' }] } });
    if (url.includes('/content-versions')) {
      return jsonResponse(200, {
        items: page([{ id: 'v1', type: 'drug', item_id: 3, action: 'update', actor: { name: 'Ana' }, name: 'Varfarina', changed: ['brands', 'class_ids'], created_at: '2026-11-27T10:00:00.000Z' }]),
      });
    }
    if (url.includes('/drugs/3')) return jsonResponse(200, { item: WARFARIN });
    return jsonResponse(200, { items: page([WARFARIN]) });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

afterEach(() => vi.unstubAllGlobals());

describe('the drugs screen', { timeout: 60_000 }, () => {
  it('edits a drug: synonyms and brands one a line, classes by their boxes, the revision it loaded; the history under the form', async () => {
    const fetchSpy = stubApi();
    const user = userEvent.setup();
    await renderWithProviders(<DrugsScreen />, { path: '/dashboard/medicamentos' });
    const row = (await screen.findByText('Varfarina', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Marevan, Coumadin');
    await user.click(within(row).getByRole('button', { name: 'Editar Varfarina' }));

    const dialog = await screen.findByRole('dialog', { name: 'Editar Varfarina' });
    const brands = (await within(dialog).findByRole('textbox', { name: /^Marcas comerciais/ })) as HTMLTextAreaElement;
    expect(brands.value).toBe('Marevan\nCoumadin');
    expect(await within(dialog).findByText('Alterou: marcas, classes')).toBeTruthy();
    await user.click(brands);
    await user.keyboard('{Control>}{End}{/Control}{Enter}');
    await user.paste('Varfine');
    await user.click(within(dialog).getByText('Antagonistas da vitamina K (cumarínicos)'));
    await user.click(within(dialog).getByText('Anticoagulantes orais'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await vi.waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchSpy.mock.calls.find(([, sent]) => sent?.method === 'POST')!;
    expect(String(url)).toMatch(/\/api\/v1\/drugs\/3$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Varfarina',
      name_en: 'Warfarin',
      synonyms: ['varfarina sódica'],
      brands: ['Marevan', 'Coumadin', 'Varfine'],
      class_ids: [2],
      revision: 4,
    });
  });
});
