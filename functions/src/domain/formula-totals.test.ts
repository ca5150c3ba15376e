import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../local/seed/catalogue.js';
import { buildClinicalDocs } from '../local/seed/clinical-docs.js';
import { buildDoseDocs } from '../local/seed/dose-docs.js';
import { computeFormula, formatAmount, posologyLine, quantityOf, unitProblems, type FormulaPlan } from './formula-totals.js';

/** The seeded demonstration chemistry and doses (the API reads the same documents). */
const seeded = (() => {
  const { supplements } = buildCatalogue();
  const clinical = buildClinicalDocs(supplements);
  const doses = buildDoseDocs(supplements, clinical.forms);
  const catalogue = {
    forms: new Map(doses.forms.map((form) => [form.id, form])),
    supplements: new Map(supplements.map((supplement) => [supplement.id, supplement])),
    nutrients: new Map(doses.nutrients.map((nutrient) => [nutrient.id, nutrient])),
  };
  const form = (name: string) => {
    const found = doses.forms.find((doc) => doc.name === name);
    if (!found) throw new Error(`not seeded: ${name}`);
    return found.id;
  };
  return { catalogue, form };
})();

const plan = (components: FormulaPlan['components'], overrides: Partial<FormulaPlan> = {}): FormulaPlan => ({
  population: 'gestantes',
  components,
  pharmaceutical_form: 'capsula',
  units_per_dose: 1,
  doses_per_day: 1,
  duration_days: 60,
  ...overrides,
});

const magnesiumBisglycinate = seeded.form('Magnésio quelato (bisglicinato)');
const ferrousSulfate = seeded.form('Sulfato ferroso');
const cholecalciferol = seeded.form('Colecalciferol (D3)');

describe('computeFormula', () => {
  it('counts elemental magnesium and iron by the fractions of the seeded formulas, per unit and per day', () => {
    const result = computeFormula(plan([{ form_id: magnesiumBisglycinate, amount: 300, unit: 'mg' }, { form_id: ferrousSulfate, amount: 100, unit: 'mg' }], { units_per_dose: 2, doses_per_day: 3 }), seeded.catalogue, 'pt');
    const [magnesium, iron] = result.components;
    // C4H8MgN2O4: 24.305 / 172.42 g/mol; FeSO4·7H2O: 55.845 / 278.01 g/mol.
    expect(magnesium?.fraction).toBeCloseTo(0.141, 3);
    expect(magnesium?.per_unit).toBeCloseTo(42.29, 1);
    expect(magnesium?.per_day).toBeCloseTo(42.29 * 6, 0);
    expect(magnesium?.nutrient).toMatchObject({ name: 'Magnésio', unit: 'mg', expressed_as: expect.stringContaining('magnésio') });
    expect(iron?.fraction).toBeCloseTo(0.2009, 3);
    expect(iron?.per_unit).toBeCloseTo(20.09, 1);
    expect(result.nutrients.map((total) => [total.nutrient.name, total.components])).toEqual([['Magnésio', [0]], ['Ferro', [1]]]);
    // Per unit (capsule): the components' per_unit, the same numbers as the daily total divided by the units a day.
    expect(result.nutrients.map((total) => total.per_unit_total)).toEqual([magnesium?.per_unit, iron?.per_unit]);
    expect(result.nutrients[1]?.daily_total).toBeCloseTo((iron?.per_unit ?? 0) * 6, 3);
  });

  it('converts UI with the form’s factor and µg/mg by mass: 2,000 UI and 0.05 mg of colecalciferol are both 50 µg of vitamin D', () => {
    const inUI = computeFormula(plan([{ form_id: cholecalciferol, amount: 2000, unit: 'UI' }]), seeded.catalogue, 'pt');
    expect(inUI.components[0]).toMatchObject({ per_unit: 50, per_day: 50, note: null, nutrient: { unit: 'µg' } });
    const inMg = computeFormula(plan([{ form_id: cholecalciferol, amount: 0.05, unit: 'mg' }]), seeded.catalogue, 'pt');
    expect(inMg.components[0]?.per_unit).toBe(50);
    const selenium = computeFormula(plan([{ form_id: seeded.form('L-selenometionina'), amount: 0.1, unit: 'mg' }]), seeded.catalogue, 'pt');
    expect(selenium.components[0]?.nutrient?.unit).toBe('µg');
    expect(selenium.components[0]?.per_unit).toBeCloseTo(100 * (78.971 / 196.1), 0);
  });

  it('marks a magnesium total above the UL for gestantes, naming the limit, the group and the source', () => {
    const result = computeFormula(plan([{ form_id: magnesiumBisglycinate, amount: 3000, unit: 'mg' }]), seeded.catalogue, 'pt');
    const [magnesium] = result.nutrients;
    expect(magnesium?.daily_total).toBeCloseTo(422.9, 0);
    expect(magnesium?.upper_level_total).toBe(magnesium?.daily_total);
    expect(magnesium?.marks).toEqual({ intake: 'within', upper_level: 'above', anvisa_max: 'unknown' });
    expect(magnesium?.warnings).toHaveLength(1);
    expect(magnesium?.warnings[0]).toContain('acima do limite superior tolerável (UL) do grupo Gestantes (350 mg, apenas de suplementos e medicamentos)');
    expect(magnesium?.warnings[0]).toContain('Fonte: IOM 2000');
    expect(result.sources.map((source) => source.key)).toEqual(['nasem-rda-elements', 'iom-2000-ul-summary']);
    const english = computeFormula(plan([{ form_id: magnesiumBisglycinate, amount: 3000, unit: 'mg' }]), seeded.catalogue, 'en');
    expect(english.nutrients[0]?.warnings[0]).toContain('above the tolerable upper intake level (UL) for the group Pregnancy (350 mg, from supplements and medicines only). Source: IOM 2000');
  });

  it('marks a total within a range of upper levels as above_part, and an intake under the RDA as below', () => {
    // Gestantes' zinc UL is 34 mg (14–18 y) to 40 mg (19–50 y); gluconate C12H22O14Zn is 14.35 % zinc.
    const zinc = computeFormula(plan([{ form_id: seeded.form('Gluconato de zinco'), amount: 250, unit: 'mg' }]), seeded.catalogue, 'pt').nutrients[0];
    expect(zinc?.daily_total).toBeCloseTo(35.9, 0);
    expect(zinc?.marks.upper_level).toBe('above_part');
    expect(zinc?.warnings[0]).toContain('de parte do grupo Gestantes (de 34 a 40 mg conforme a faixa etária)');
    const little = computeFormula(plan([{ form_id: seeded.form('Gluconato de zinco'), amount: 10, unit: 'mg' }]), seeded.catalogue, 'pt').nutrients[0];
    expect(little?.marks).toEqual({ intake: 'below', upper_level: 'within', anvisa_max: 'unknown' });
    expect(little?.warnings).toEqual([]);
  });

  it('leaves a form without a confirmed basis uncomputed, and the total of its nutrient with it', () => {
    const result = computeFormula(plan([{ form_id: magnesiumBisglycinate, amount: 300, unit: 'mg' }, { form_id: seeded.form('Malato de magnésio'), amount: 500, unit: 'mg' }]), seeded.catalogue, 'pt');
    expect(result.components[1]).toMatchObject({ fraction: null, per_unit: null, per_day: null, note: 'Sem conversão confirmada para esta forma' });
    expect(result.nutrients).toHaveLength(1);
    expect(result.nutrients[0]).toMatchObject({ daily_total: null, upper_level_total: null, per_unit_total: null, components: [0, 1], marks: { intake: 'unknown', upper_level: 'unknown', anvisa_max: 'unknown' } });
    expect(result.nutrients[0]?.warnings).toEqual([]);
  });

  it('still marks a limit the computed part alone passes, as a lower bound naming what it leaves out', () => {
    const result = computeFormula(plan([{ form_id: magnesiumBisglycinate, amount: 3000, unit: 'mg' }, { form_id: seeded.form('Malato de magnésio'), amount: 500, unit: 'mg' }]), seeded.catalogue, 'pt');
    expect(result.nutrients[0]).toMatchObject({ daily_total: null, upper_level_total: null, marks: { intake: 'within', upper_level: 'above', anvisa_max: 'unknown' } });
    expect(result.nutrients[0]?.warnings[0]).toMatch(/^Magnésio \(sem contar Malato de magnésio\): pelo menos 423 mg de magnésio elementar por dia, acima do limite superior tolerável \(UL\) do grupo Gestantes/);
  });

  it('counts supplemental β-carotene at 2 µg per µg RAE, and not toward preformed vitamin A’s upper level', () => {
    const result = computeFormula(plan([{ form_id: seeded.form('Acetato de retinila'), amount: 1000, unit: 'UI' }, { form_id: seeded.form('Betacaroteno'), amount: 5, unit: 'mg' }]), seeded.catalogue, 'pt');
    expect(result.components[0]?.per_unit).toBe(300);
    expect(result.components[1]).toMatchObject({ fraction: 0.5, per_unit: 2500 });
    expect(result.nutrients[0]).toMatchObject({ daily_total: 2800, upper_level_total: 300, marks: { upper_level: 'within' } });
  });

  it('counts folic acid as 1.7 µg DFE per µg toward the RDA and as itself toward the UL (µg of folic acid)', () => {
    const result = computeFormula(plan([{ form_id: seeded.form('Ácido fólico'), amount: 1200, unit: 'µg' }]), seeded.catalogue, 'pt');
    expect(result.components[0]).toMatchObject({ fraction: 1.7, per_unit: 2040, per_day: 2040 });
    // Gestantes: RDA 600 µg DFE; UL 800 (14–18 y) to 1,000 µg (19–50 y) of folic acid.
    expect(result.nutrients[0]).toMatchObject({ daily_total: 2040, upper_level_total: 1200, marks: { intake: 'within', upper_level: 'above' } });
    expect(result.nutrients[0]?.warnings[0]).toMatch(/^Folato: 1\.200 µg por dia, acima do limite superior tolerável \(UL\) do grupo Gestantes \(de 800 a 1\.000 µg conforme a faixa etária, apenas da forma sintética\)/);
    const within = computeFormula(plan([{ form_id: seeded.form('Ácido fólico'), amount: 400, unit: 'µg' }]), seeded.catalogue, 'pt').nutrients[0];
    expect(within).toMatchObject({ daily_total: 680, upper_level_total: 400, marks: { intake: 'within', upper_level: 'within' }, warnings: [] });
  });

  it('counts half of synthetic dl-α-tocopherol toward the RDA and all of it toward the UL, by mass and by UI', () => {
    const byMass = computeFormula(plan([{ form_id: seeded.form('dl-alfa-tocoferol (sintético)'), amount: 400, unit: 'mg' }]), seeded.catalogue, 'pt').nutrients[0];
    expect(byMass).toMatchObject({ daily_total: 200, upper_level_total: 400 });
    // IOM 2000, Table 9-1: 1,100 UI of dl-α-tocopherol is the adults' UL of 1,000 mg (0.45 / 0.5 = 0.9 mg per UI).
    const byUI = computeFormula(plan([{ form_id: seeded.form('dl-alfa-tocoferol (sintético)'), amount: 1100, unit: 'UI' }]), seeded.catalogue, 'pt').nutrients[0];
    expect(byUI?.daily_total).toBeCloseTo(495, 6);
    expect(byUI?.upper_level_total).toBeCloseTo(990, 6);
  });

  it('refuses UI on a form without a UI factor', () => {
    expect(unitProblems([{ form_id: magnesiumBisglycinate, amount: 300, unit: 'UI' }, { form_id: cholecalciferol, amount: 2000, unit: 'UI' }], seeded.catalogue.forms).map((problem) => [problem.index, problem.form.name])).toEqual([
      [0, 'Magnésio quelato (bisglicinato)'],
    ]);
  });
});

describe('posology and quantity', () => {
  it('words the posology in the singular and the plural, in Portuguese and English', () => {
    expect(posologyLine({ pharmaceutical_form: 'capsula', units_per_dose: 1, doses_per_day: 2, duration_days: 60 }, 'pt')).toBe('Tomar 1 cápsula 2 vezes ao dia, durante 60 dias.');
    expect(posologyLine({ pharmaceutical_form: 'capsula', units_per_dose: 2, doses_per_day: 1, duration_days: 1 }, 'pt')).toBe('Tomar 2 cápsulas 1 vez ao dia, durante 1 dia.');
    expect(posologyLine({ pharmaceutical_form: 'sache', units_per_dose: 1, doses_per_day: 1, duration_days: 30 }, 'en')).toBe('Take 1 sachet once a day, for 30 days.');
    expect(posologyLine({ pharmaceutical_form: 'capsula', units_per_dose: 3, doses_per_day: 2, duration_days: 1 }, 'en')).toBe('Take 3 capsules twice a day, for 1 day.');
  });

  it('counts the units to compound for the whole duration', () => {
    expect(quantityOf({ pharmaceutical_form: 'capsula', units_per_dose: 1, doses_per_day: 2, duration_days: 60 }, 'pt')).toEqual({ units: 120, text: '120 cápsulas' });
    expect(quantityOf({ pharmaceutical_form: 'capsula', units_per_dose: 2, doses_per_day: 3, duration_days: 365 }, 'pt')).toEqual({ units: 2190, text: '2.190 cápsulas' });
    expect(quantityOf({ pharmaceutical_form: 'sache', units_per_dose: 1, doses_per_day: 1, duration_days: 1 }, 'en')).toEqual({ units: 1, text: '1 sachet' });
  });

  it('formats amounts as the caller reads them', () => {
    expect(formatAmount(422.94, 'pt')).toBe('423');
    expect(formatAmount(2.6, 'pt')).toBe('2,6');
    expect(formatAmount(2500, 'en')).toBe('2,500');
  });
});
