import type { FormulaComputeAnswer, Prescriber, SavedFormula } from '@contract/formulas-answers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { emptyValues, newRow, valuesOfSaved, type BuilderValues } from '../formula-values';
import { FormulaBuilder } from './formula-builder';
import { Prescription } from './prescription';
import { TotalsBar } from './totals-bar';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));
// Requests go without a token (the session is signed out), whenever they are sent.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const MAGNESIUM_REF = { id: 3, name: 'Magnésio', slug: 'magnesio', unit: 'mg' as const, expressed_as: 'magnésio elementar' };
const IOM = { key: 'iom-2000', title: 'IOM. Dietary Reference Intakes for Calcium, Phosphorus, Magnesium, Vitamin D, and Fluoride. 1997', url: 'https://doi.org/10.17226/5776' };
const IN28 = { key: 'anvisa-in28', title: 'ANVISA. Instrução Normativa nº 28/2018 (consolidada)', url: 'https://www.in.gov.br/' };

const ANSWER: FormulaComputeAnswer = {
  population: { key: 'gestantes', name: 'Gestantes' },
  components: [
    {
      form: { id: 11, name: 'Magnésio quelato (bisglicinato)', formula: 'C4H8MgN2O4' },
      supplement: { id: 1, name: 'Magnésio', slug: 'magnesio' },
      amount: 3000,
      unit: 'mg',
      nutrient: MAGNESIUM_REF,
      fraction: 0.1411,
      per_unit: 423.3,
      per_day: 423.3,
      note: null,
    },
  ],
  nutrients: [
    {
      nutrient: MAGNESIUM_REF,
      element: 'Mg',
      daily_total: 423.3,
      upper_level_total: 423.3,
      per_unit_total: 423.3,
      components: [0],
      reference: {
        intake: { kind: 'RDA', low: 350, high: 360, source: 'iom-2000' },
        upper_level: { kind: 'value', low: 350, high: 350, source: 'iom-2000' },
        anvisa_max: { value: 350, source: 'anvisa-in28' },
        usual_dose: null,
      },
      upper_level_scope: 'supplemental_only',
      marks: { intake: 'within', upper_level: 'above', anvisa_max: 'above' },
      warnings: ['Acima do limite superior tolerável (UL) para gestantes: 350 mg de magnésio elementar, IOM 2000'],
    },
  ],
  interactions: { items: [], groups: [{ severity: 'grave', items: [] }, { severity: 'moderada', items: [] }, { severity: 'leve', items: [] }], pairs_without_interaction: [], items_without_records: [], locked: false, checked_at: '2026-11-27T12:00:00.000Z' },
  posology: 'Tomar 1 cápsula 2 vezes ao dia, durante 30 dias.',
  quantity: { units: 60, text: '60 cápsulas' },
  sources: [IOM, IN28],
};

const PRESCRIBER: Prescriber = { name: 'Renata Lima', council: 'CRN', number: '12345', region: 3, state: null, contact: '(11) 4000-1234' };
const MAGNESIUM = { id: 11, name: 'Magnésio quelato (bisglicinato)', detail: 'Magnésio' };
const IRON = { id: 21, name: 'Sulfato ferroso', detail: 'Ferro' };

function stubApi(compute: (body: unknown) => Response, save?: (url: string, body: unknown) => Response) {
  const computed: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/prescriber')) return jsonResponse(200, { data: PRESCRIBER });
      if (url.endsWith('/formulas/compute')) {
        const body = JSON.parse(String(init?.body)) as unknown;
        computed.push(body);
        return compute(body);
      }
      if (url.endsWith('/computed')) return jsonResponse(200, ANSWER);
      if (save && init?.method === 'POST') return save(url, JSON.parse(String(init.body)) as unknown);
      return jsonResponse(404, { message: 'Não encontrado' });
    }),
  );
  return computed;
}

const renderBuilder = (initial: BuilderValues) =>
  renderWithProviders(<FormulaBuilder saved={undefined} initial={initial} readOnly={false} renderInteractions={() => <p>interações</p>} onReload={() => undefined} />);

describe('FormulaBuilder', () => {
  it('computes the formula once and shows the daily total, each limit with its mark in words and its source, the warnings and the component’s fraction', async () => {
    const computed = stubApi(() => jsonResponse(200, ANSWER));
    await renderBuilder({ ...emptyValues(), population: 'gestantes', doses_per_day: '2', components: [newRow({ form: MAGNESIUM, amount: '3.000' })] });
    const card = await screen.findByRole('article', { name: 'Magnésio' });
    expect(card.textContent).toContain('423,3 mg de magnésio elementar por dia');
    expect(within(card).getByText('Acima do UL')).toBeTruthy();
    expect(within(card).getByText('Acima do máximo da ANVISA')).toBeTruthy();
    expect(within(card).getByText('Atinge a RDA')).toBeTruthy();
    expect(within(card).getAllByRole('link', { name: IOM.title })[0]?.getAttribute('href')).toBe(IOM.url);
    expect(within(card).getByRole('link', { name: IN28.title })).toBeTruthy();
    expect(within(within(card).getByRole('list', { name: 'Alertas de Magnésio' })).getByText(/Acima do limite superior tolerável \(UL\) para gestantes/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Por componente' });
    expect(table.textContent).toContain('14,1 % Mg');
    expect(table.textContent).toContain('423,3 mg');
    const results = screen.getByRole('region', { name: 'Totais diários' });
    expect(within(results).getByText('Tomar 1 cápsula 2 vezes ao dia, durante 30 dias.')).toBeTruthy();
    expect(within(results).getByText('Manipular 60 cápsulas')).toBeTruthy();
    // The elemental equivalent per capsule, from the API's per_unit (the one calculation), under the posology and in the total.
    expect(within(results).getByRole('list', { name: 'Em cada cápsula' }).textContent).toBe('Magnésio quelato (bisglicinato) 3.000 mg (≈ 423,3 mg de magnésio elementar)');
    expect(card.textContent).toContain('≈ 423,3 mg por cápsula');
    // The checker's honest silence: 'registrada', and the route's checker components still drawn (its not-evidence-of-safety line).
    expect(within(results).getByText('Nenhuma interação registrada entre os componentes, medicamentos e condições.')).toBeTruthy();
    expect(within(results).getByText('interações')).toBeTruthy();
    expect(computed).toEqual([{ population: 'gestantes', components: [{ form_id: 11, amount: 3000, unit: 'mg' }], pharmaceutical_form: 'capsula', units_per_dose: 1, doses_per_day: 2, duration_days: 30, drug_ids: [], condition_ids: [] }]);
  });

  it('shows the API’s message for a unit that does not apply next to that component’s unit, even when an earlier row was not sent', async () => {
    const message = 'A unidade UI não se aplica a Magnésio quelato (bisglicinato)';
    stubApi(() => jsonResponse(422, { message, errors: { 'components.0.unit': [message] } }));
    await renderBuilder({ ...emptyValues(), population: 'gestantes', components: [newRow({ form: IRON, amount: '' }), newRow({ form: MAGNESIUM, amount: '300', unit: 'UI' })] });
    const magnesium = screen.getByRole('group', { name: 'Magnésio quelato (bisglicinato)' });
    await waitFor(() => expect(within(magnesium).getByRole('alert').textContent).toBe(message));
    expect(within(screen.getByRole('group', { name: 'Sulfato ferroso' })).queryByText(message)).toBeNull();
  });

  it('asks for a group before computing', async () => {
    const computed = stubApi(() => jsonResponse(200, ANSWER));
    await renderBuilder({ ...emptyValues(), components: [newRow({ form: MAGNESIUM, amount: '300' })] });
    expect(await screen.findByText('Escolha o grupo populacional para ver os totais.')).toBeTruthy();
    expect(computed).toEqual([]);
  });
});

const D3_OPTIONS = {
  items: [
    { kind: 'form', id: 31, name: 'Colecalciferol (D3)', detail: 'Vitamina D3', supplement_id: 7, units: { offered: ['mg', 'µg', 'UI'], default: 'UI' } },
    { kind: 'form', id: 77, name: 'Vitamina D3', detail: 'Parte da fórmula “Fórmula Imunidade”', supplement_id: 40, units: { offered: ['mg', 'µg'], default: 'mg' } },
  ],
};

describe('FormulaBuilder picking a form', () => {
  const stubOptions = () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = String(input);
        if (url.includes('/interactions/options')) {
          asked.push(url);
          return jsonResponse(200, D3_OPTIONS);
        }
        if (url.endsWith('/prescriber')) return jsonResponse(200, { data: PRESCRIBER });
        return jsonResponse(404, { message: 'Não encontrado' });
      }),
    );
    return asked;
  };

  it("offers the API's order (the counted catalogue form first, a formula's component naming its formula) and starts each row in a unit that applies to its form", async () => {
    const asked = stubOptions();
    const user = userEvent.setup();
    await renderBuilder({ ...emptyValues(), population: 'gestantes' });
    const picker = await screen.findByRole('combobox', { name: 'Adicionar forma química' });
    await user.type(picker, 'vitamina D3');
    const listbox = document.getElementById(picker.getAttribute('aria-controls') ?? '') as HTMLElement;
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Colecalciferol (D3) Vitamina D3', 'Vitamina D3 Parte da fórmula “Fórmula Imunidade”']);
    expect(asked[0]).toContain('kinds=form');
    await user.keyboard('{Enter}');
    const d3 = await screen.findByRole('group', { name: 'Colecalciferol (D3)' });
    const d3Unit = within(d3).getByRole('combobox', { name: 'Unidade' }) as HTMLSelectElement;
    expect(d3Unit.value).toBe('UI');
    await user.type(picker, 'vitamina D3');
    await user.click(await within(listbox).findByRole('option', { name: /Fórmula Imunidade/ }));
    const component = await screen.findByRole('group', { name: 'Vitamina D3' });
    const unit = within(component).getByRole('combobox', { name: 'Unidade' }) as HTMLSelectElement;
    expect(unit.value).toBe('mg');
    // UI does not apply to it (no UI factor): not offered, so never chosen and then refused.
    expect([...unit.options].map((option) => option.value)).toEqual(['mg', 'µg']);
  });
});

const SAVED: SavedFormula = {
  id: 'f1',
  name: 'Gestante',
  patient_name: 'Ana Souza',
  notes: null,
  population: 'gestantes',
  pharmaceutical_form: 'capsula',
  units_per_dose: 1,
  doses_per_day: 2,
  duration_days: 30,
  components: [{ form_id: 11, amount: 3000, unit: 'mg', form: { id: 11, name: 'Magnésio quelato (bisglicinato)', supplement_id: 1, supplement_name: 'Magnésio' } }],
  drugs: [],
  conditions: [],
  revision: 4,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
};

describe('FormulaBuilder saving a formula changed meanwhile', () => {
  it('sends the revision it loaded and, on a 409, opens the conflict dialog with the unsaved values', async () => {
    const sent: unknown[] = [];
    stubApi(
      () => jsonResponse(200, ANSWER),
      (url, body) => {
        sent.push({ url, body });
        return jsonResponse(409, {
          message: 'Este conteúdo foi alterado por Renata Lima em 27/11/2026 09:02. Recarregue para ver as alterações.',
          code: 'edit_conflict',
          details: { updated_by: 'Renata Lima', updated_at: '2026-11-27T12:02:00.000Z' },
        });
      },
    );
    const user = userEvent.setup();
    await renderWithProviders(<FormulaBuilder saved={SAVED} initial={valuesOfSaved(SAVED)} readOnly={false} renderInteractions={() => null} onReload={() => undefined} />);
    const patient = await screen.findByRole('textbox', { name: 'Nome do paciente' });
    await user.clear(patient);
    await user.type(patient, 'Ana Maria Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar fórmula' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Este conteúdo foi alterado' });
    expect(dialog.textContent).toContain('Renata Lima');
    const unsaved = within(dialog).getByRole('textbox', { name: 'Suas alterações não salvas' }) as HTMLTextAreaElement;
    expect(unsaved.value).toContain('Nome do paciente: Ana Maria Souza');
    expect(unsaved.value).toContain('Magnésio quelato (bisglicinato): 3000 mg');
    expect(sent).toEqual([{ url: '/api/v1/formulas/f1', body: expect.objectContaining({ patient_name: 'Ana Maria Souza', revision: 4, components: [{ form_id: 11, amount: 3000, unit: 'mg' }] }) }]);
  });

  it('shows a saved formula offline read-only: its totals from the saved answer, no save, no pickers', async () => {
    stubApi(() => jsonResponse(500, {}));
    await renderWithProviders(<FormulaBuilder saved={SAVED} initial={valuesOfSaved(SAVED)} readOnly renderInteractions={() => null} onReload={() => undefined} />);
    expect(await screen.findByRole('article', { name: 'Magnésio' })).toBeTruthy();
    expect(screen.getByText(/Você está offline: a fórmula é mostrada como foi aberta pela última vez/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nome do paciente' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar fórmula' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Adicionar forma química' })).toBeNull();
  });
});

describe('Prescription', () => {
  it('prints who prescribes with the council, the patient, the date, each component and amount, what to compound, the posology and a signature line', async () => {
    await renderWithProviders(
      <Prescription
        prescriber={PRESCRIBER}
        patientName="Ana Souza"
        components={[{ formId: 11, name: 'Magnésio quelato (bisglicinato)', amount: 3000, unit: 'mg' }, { formId: 31, name: 'Colecalciferol (D3)', amount: 2000, unit: 'UI' }]}
        answer={ANSWER}
        notes="Tomar longe do ferro."
        excipientUnit="cápsula"
        date="2026-11-27T12:00:00.000Z"
      />,
    );
    const paper = await screen.findByTestId('prescription');
    await waitFor(() => expect(paper.textContent).toContain('Receituário'));
    const text = paper.textContent ?? '';
    expect(text).toContain('Renata Lima');
    expect(text).toContain('CRN-3 12345');
    expect(text).toContain('(11) 4000-1234');
    expect(text).toContain('Paciente: Ana Souza');
    expect(text).toContain('Data: 27/11/2026');
    expect(text).toContain('Magnésio quelato (bisglicinato) 3.000 mg (≈ 423,3 mg de magnésio elementar)');
    expect(text).toContain('Colecalciferol (D3) 2.000 UI');
    expect(text).toContain('Excipiente q.s.p. 1 cápsula');
    expect(text).toContain('Manipular 60 cápsulas');
    expect(text).toContain('Tomar 1 cápsula 2 vezes ao dia, durante 30 dias.');
    expect(text).toContain('Tomar longe do ferro.');
    expect(text).toContain('Assinatura e carimbo');
  });
});

describe('TotalsBar (the phone’s compact totals)', () => {
  it('shows each nutrient’s daily total and its worst mark from the same answer, and opens the full cards by a button (aria-expanded), closed again by Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TotalsBar answer={ANSWER} stale={false} waiting={null} failed={false} unitName="cápsula" />);
    const bar = await screen.findByRole('region', { name: 'Resumo dos totais' });
    const row = within(within(bar).getByRole('list', { name: 'Totais por nutriente' })).getByRole('listitem');
    expect(row.textContent).toBe('Magnésio 423,3 mg/diaAcima do UL');
    const toggle = within(bar).getByRole('button', { name: 'Detalhes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    
    const card = within(bar).getByRole('article', { name: 'Magnésio' });
    expect(card.textContent).toContain('423,3 mg de magnésio elementar por dia');
    expect(within(card).getByText('Atinge a RDA')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('says briefly that there is nothing to total yet, with no button', async () => {
    await renderWithProviders(<TotalsBar answer={undefined} stale={false} waiting="Adicione um componente para ver os totais." failed={false} unitName="cápsula" />);
    const bar = await screen.findByRole('region', { name: 'Resumo dos totais' });
    expect(within(bar).getByText('Ainda sem totais.')).toBeTruthy();
    expect(within(bar).queryByRole('button')).toBeNull();
  });
});
