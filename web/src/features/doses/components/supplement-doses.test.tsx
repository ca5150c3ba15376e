import type { GroupDoses, NutrientDoses, SupplementDosesAnswer } from '@contract/doses-answers';
import { POPULATION_GROUPS, POPULATION_GROUP_NAMES } from '@contract/doses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SupplementDoses } from './supplement-doses';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const EMPTY: GroupDoses = { intake: null, upper_level: null, anvisa_max: null, usual_dose: null };

function magnesium(overrides: Partial<Record<(typeof POPULATION_GROUPS)[number], GroupDoses>>): NutrientDoses {
  return {
    id: 1,
    name: 'Magnésio',
    slug: 'magnesio',
    unit: 'mg',
    expressed_as: 'magnésio elementar',
    element: 'Mg',
    upper_level_scope: 'supplemental_only',
    groups: POPULATION_GROUPS.map((group) => ({ group, name: POPULATION_GROUP_NAMES[group].pt, doses: overrides[group] ?? EMPTY })),
    sources: [
      { key: 'iom-ul', title: 'IOM 2000, Tolerable Upper Intake Levels', url: 'https://example.org/iom-ul' },
      { key: 'iom-rda', title: 'IOM 1997, Dietary Reference Intakes', url: 'https://example.org/iom-rda' },
      { key: 'anvisa', title: 'ANVISA IN 28/2018', url: 'https://example.org/anvisa' },
    ],
  };
}

const ANSWER: SupplementDosesAnswer = {
  supplement: { id: 4, name: 'Magnésio', slug: 'magnesio' },
  nutrients: [
    magnesium({
      'lactentes-0-6m': { intake: { kind: 'AI', low: 30, high: 30, source: 'iom-rda' }, upper_level: { kind: 'not_determined', source: 'iom-ul' }, anvisa_max: null, usual_dose: null },
      gestantes: {
        intake: { kind: 'RDA', low: 350, high: 400, source: 'iom-rda' },
        upper_level: { kind: 'value', low: 350, high: 350, source: 'iom-ul' },
        anvisa_max: { value: 350, source: 'anvisa' },
        usual_dose: null,
      },
    }),
  ],
  forms: [
    {
      id: 9,
      supplement_id: 4,
      name: 'Magnésio quelato (bisglicinato)',
      formula: 'C4H8MgN2O4',
      formula_source: { key: 'mg-glycinate', title: 'Magnesium glycinate, C4H8MgN2O4', url: 'https://example.org/mg-glycinate' },
      molar_mass: 172.42,
      nutrient: { id: 1, name: 'Magnésio', slug: 'magnesio', unit: 'mg', expressed_as: 'magnésio elementar' },
      basis: 'element',
      moiety_formula: null,
      fraction: 0.14097,
      upper_level_fraction: 0.14097,
      intake_factor: null,
      iu_factor: null,
      counts_toward_upper_level: true,
    },
    {
      id: 10,
      supplement_id: 4,
      name: 'Magnésio quelato (taurato)',
      formula: null,
      formula_source: null,
      molar_mass: null,
      nutrient: { id: 1, name: 'Magnésio', slug: 'magnesio', unit: 'mg', expressed_as: 'magnésio elementar' },
      basis: null,
      moiety_formula: null,
      fraction: null,
      upper_level_fraction: null,
      intake_factor: null,
      iu_factor: null,
      counts_toward_upper_level: true,
    },
  ],
};

function stubDoses(respond: () => Response | Promise<Response>) {
  const fetchSpy = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/supplements/slug/magnesio/doses')) return respond();
    return jsonResponse(404, { message: 'Não encontrado' });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

const rowOf = (table: HTMLElement, group: string) => within(table).getByRole('rowheader', { name: group }).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the monograph's 'Doses por população'", { timeout: 30_000 }, () => {
  it('shows each group’s values in the nutrient’s unit, ranges, ND and unconfirmed values, with numbered sources', async () => {
    stubDoses(() => jsonResponse(200, ANSWER));
    await renderWithProviders(<SupplementDoses slug="magnesio" />);
    const table = await screen.findByRole('table', { name: /Magnésio: doses por população em mg, expressas como magnésio elementar/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Doses por população' })).toBeTruthy();
    expect(screen.getByText(/Valores em mg, expressos como magnésio elementar\. O UL considera apenas suplementos/)).toBeTruthy();

    const pregnancy = within(rowOf(table, 'Gestantes')).getAllByRole('cell');
    expect(pregnancy[0]!.textContent).toBe('350–400 mg(RDA)1');
    expect(pregnancy[1]!.textContent).toBe('350 mg2');
    expect(pregnancy[2]!.textContent).toBe('350 mg3');
    expect(pregnancy[3]!.textContent).toBe('—não confirmado');
    // Each value names its column: a phone shows it above the value when the rows are stacked.
    expect(pregnancy.map((cell) => cell.dataset.label)).toEqual(['RDA/AI', 'UL', 'Máximo ANVISA', 'Dose usual']);

    const infants = within(rowOf(table, 'Lactentes de 0 a 6 meses')).getAllByRole('cell');
    expect(within(infants[1]!).getByTitle('não determinado').textContent).toBe('ND');
    // A group without any confirmed value: every cell says so.
    for (const cell of within(rowOf(table, 'Adultos (19 anos ou mais)')).getAllByRole('cell')) expect(cell.textContent).toBe('—não confirmado');

    // Numbered in reading order: the infants' AI (IOM RDA) first, their UL (IOM UL) next, then ANVISA.
    const ulLink = within(pregnancy[1]!).getByRole('link', { name: 'Fonte 2' });
    expect(ulLink.getAttribute('href')).toBe('#doses-magnesio-fonte-2');
    const note = document.getElementById('doses-magnesio-fonte-2')!;
    expect(within(note).getByRole('link', { name: 'IOM 2000, Tolerable Upper Intake Levels' }).getAttribute('href')).toBe('https://example.org/iom-ul');
    expect(document.getElementById('doses-magnesio-fonte-3')!.textContent).toContain('ANVISA IN 28/2018');
  });

  it('moves keyboard focus to the footnote a value cites', async () => {
    stubDoses(() => jsonResponse(200, ANSWER));
    const user = userEvent.setup();
    await renderWithProviders(<SupplementDoses slug="magnesio" />);
    const table = await screen.findByRole('table', { name: /Magnésio/ });
    const link = within(rowOf(table, 'Gestantes')).getByRole('link', { name: 'Fonte 3' });
    Element.prototype.scrollIntoView = vi.fn();
    link.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.getElementById('doses-magnesio-fonte-3'));
  });

  it('shows the forms’ formulas with subscripts, molar mass and the share counted, and says where a formula is not confirmed', async () => {
    stubDoses(() => jsonResponse(200, ANSWER));
    await renderWithProviders(<SupplementDoses slug="magnesio" />);
    const forms = await screen.findByRole('region', { name: 'Formas químicas' });
    const items = within(forms).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Fórmula: C₄H₈MgN₂O₄ · 172,42 g/mol');
    expect(items[0]!.textContent).toContain('Conta como: 14,1 % Mg');
    expect(within(items[0]!).getByRole('link', { name: 'Magnesium glycinate, C4H8MgN2O4' }).getAttribute('href')).toBe('https://example.org/mg-glycinate');
    expect(items[1]!.textContent).toContain('Fórmula não confirmada');
    expect(items[1]!.textContent).not.toContain('Conta como');
  });

  it('shows the UI factor of a vitamin form', async () => {
    const vitaminD: SupplementDosesAnswer = {
      supplement: { id: 5, name: 'Vitamina D3', slug: 'magnesio' },
      nutrients: [],
      forms: [
        {
          ...ANSWER.forms[0]!,
          name: 'Colecalciferol (D3)',
          formula: 'C27H44O',
          molar_mass: 384.65,
          nutrient: { id: 2, name: 'Vitamina D', slug: 'vitamina-d', unit: 'µg', expressed_as: 'colecalciferol ou ergocalciferol' },
          basis: 'whole',
          fraction: 1,
          iu_factor: 0.025,
        },
      ],
    };
    stubDoses(() => jsonResponse(200, vitaminD));
    await renderWithProviders(<SupplementDoses slug="magnesio" />);
    const forms = await screen.findByRole('region', { name: 'Formas químicas' });
    expect(forms.textContent).toContain('1 UI = 0,025 µg');
    expect(forms.textContent).toContain('C₂₇H₄₄O');
    expect(forms.textContent).toContain('100,0 % de colecalciferol ou ergocalciferol');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a folic acid form counted by a factor toward the intake and by its mass toward the UL', async () => {
    const folate: SupplementDosesAnswer = {
      supplement: { id: 6, name: 'Vitamina B9 (Metilfolato)', slug: 'magnesio' },
      nutrients: [],
      forms: [
        {
          ...ANSWER.forms[0]!,
          name: 'Ácido fólico',
          formula: 'C19H19N7O6',
          molar_mass: 441.4,
          nutrient: { id: 3, name: 'Folato', slug: 'folato', unit: 'µg', expressed_as: 'equivalentes de folato alimentar (µg DFE)' },
          basis: 'whole',
          fraction: 1.7,
          upper_level_fraction: 1,
          intake_factor: 1.7,
        },
      ],
    };
    stubDoses(() => jsonResponse(200, folate));
    await renderWithProviders(<SupplementDoses slug="magnesio" />);
    const forms = await screen.findByRole('region', { name: 'Formas químicas' });
    expect(forms.textContent).toContain('170,0 % de equivalentes de folato alimentar (µg DFE)');
    expect(forms.textContent).toContain('Para a ingestão recomendada conta 1,7 vezes a quantidade; para o limite superior (UL), 100,0 % da massa.');
  });

  it('shows no section for a supplement without dose data', async () => {
    stubDoses(() => jsonResponse(200, { ...ANSWER, nutrients: [], forms: [{ ...ANSWER.forms[1]!, nutrient: null }] }));
    const { container } = await renderWithProviders(<SupplementDoses slug="magnesio" />);
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Doses por população' })).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('shows a skeleton while loading, and an error with a retry that works', async () => {
    let fail = true;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubDoses(async () => {
      await gate;
      return fail ? jsonResponse(500, { message: 'Erro' }) : jsonResponse(200, ANSWER);
    });
    const user = userEvent.setup();
    await renderWithProviders(<SupplementDoses slug="magnesio" />);
    expect(await screen.findByTestId('doses-skeleton')).toBeTruthy();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as doses por população.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: /Magnésio/ })).toBeTruthy();
  });
});
