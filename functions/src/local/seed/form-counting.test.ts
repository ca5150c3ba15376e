import { describe, expect, it } from 'vitest';
import { parseFormula } from '../../domain/chemistry/formula.js';
import { computeFormula } from '../../domain/formula-totals.js';
import { presentFormChemistry } from '../../modules/doses/present.js';
import { buildCatalogue } from './catalogue.js';
import { buildClinicalDocs } from './clinical-docs.js';
import { HYDRATE_WATERS } from './clinical/dose-types.js';
import { DOSE_SOURCES, SEED_FORM_CHEMISTRY } from './clinical/doses.js';
import { buildDoseDocs } from './dose-docs.js';
import { seededForm, seededFraction } from './form-counting.js';

const { supplements } = buildCatalogue();
const { nutrients, forms } = buildDoseDocs(supplements, buildClinicalDocs(supplements).forms);
const supplementName = new Map(supplements.map((s) => [s.id, s.name]));

/**
 * The share of each counted form, in percent, worked out by hand from the atoms of its recorded
 * formula (CIAAW 2021 standard atomic weights), independently of the parser: the element's mass, or
 * the moiety's (retinol C20H30O, ascorbic acid C6H8O6, twice for calcium ascorbate), over the molar
 * mass written beside it.
 */
const BY_HAND: Readonly<Record<string, number>> = {
  'Magnésio quelato (bisglicinato)': 14.1, // 24.305 / 172.42
  'Citrato de magnésio': 16.16, // 3 × 24.305 / 451.11
  'Óxido de magnésio': 60.3, // 24.305 / 40.30
  'Treonato de magnésio': 7.78, // 24.305 / 312.51 (monohydrate)
  'Zinco quelato (bisglicinato)': 30.62, // 65.38 / 213.50
  'Gluconato de zinco': 14.35, // 65.38 / 455.67
  'Picolinato de zinco': 18.92, // 65.38 / 345.62 (dihydrate)
  'Sulfato de zinco': 22.74, // 65.38 / 287.54 (heptahydrate)
  'L-selenometionina': 40.27, // 78.971 / 196.12
  'Selenito de sódio': 45.66, // 78.971 / 172.95
  'Ferro bisglicinato (quelato)': 27.38, // 55.845 / 203.96
  'Sulfato ferroso': 20.09, // 55.845 / 278.01 (heptahydrate)
  'Fumarato ferroso': 32.87, // 55.845 / 169.90
  'Citrato de cálcio': 21.08, // 3 × 40.078 / 570.49 (tetrahydrate)
  'Carbonato de cálcio': 40.04, // 40.078 / 100.09
  'Cálcio quelato (bisglicinato)': 21.3, // 40.078 / 188.20
  'Picolinato de cromo': 12.43, // 51.996 / 418.31
  'Iodeto de potássio': 76.45, // 126.904 / 166.00
  'Cobre quelato (bisglicinato)': 30.02, // 63.546 / 211.66
  'Gluconato de cobre': 14.0, // 63.546 / 453.84
  'Palmitato de retinila': 54.58, // 286.46 / 524.87
  'Acetato de retinila': 87.2, // 286.46 / 328.50
  'Ascorbato de sódio': 88.9, // 176.12 / 198.11
  'Ascorbato de cálcio': 82.62, // 2 × 176.12 / 426.34 (dihydrate)
  'Palmitato de ascorbila': 42.49, // 176.12 / 414.54
  // Pyridoxine C8H11NO3, 169.18 (8 × 12.011 + 11 × 1.008 + 14.007 + 3 × 15.999).
  'Cloridrato de piridoxina': 82.27, // 169.18 / 205.64 (+ HCl 36.458)
  'Piridoxal-5-fosfato (P5P)': 63.8, // 169.18 / 265.16 (monohydrate; one B6 per molecule)
  // The form's mass is the nutrient's.
  'Colecalciferol (D3)': 100,
  'Ergocalciferol (D2)': 100,
  'd-alfa-tocoferol (natural)': 100,
  'Ácido ascórbico': 100,
  Cianocobalamina: 100,
  // Counted toward the intake reference by a factor (intake_factor), the upper level counting the mass itself.
  'Ácido fólico': 170, // 1.7 µg DFE per µg (IOM 1998)
  'dl-alfa-tocoferol (sintético)': 50, // its 2R-stereoisomers, one half (IOM 2000)
  Betacaroteno: 50, // 2 µg supplemental β-carotene per µg RAE (IOM 2001)
};

/** The seeded forms of the 15 nutrients not counted, each for the reason its entry gives. */
const NOT_COUNTED = [
  'Malato de magnésio', 'Selênio quelato (glicinato)', 'Ferro polimaltosado', 'Hidroxiapatita microcristalina (MCHC)', 'Cromo quelato (glicinato)',
  'Cromo polinicotinato', 'Iodo de alga (kelp)', 'Tocoferóis mistos', 'Tocotrienóis', 'Vitamina C lipossomal', 'Adenosilcobalamina',
];

const seededForms = forms.filter((form) => typeof form.nutrient_id === 'number');

describe('the chemistry of the seeded forms of the 15 nutrients (issue 38)', () => {
  it('counts every form the hand-worked table lists at the share worked out by hand, and no other form', () => {
    const counted: string[] = [];
    for (const form of seededForms) {
      const nutrient = nutrients.find((n) => n.id === form.nutrient_id) ?? null;
      // What the monograph, the dashboard's 'Formas químicas' and the builder all read (form-numbers.ts).
      const { fraction } = presentFormChemistry(form, nutrient, 'pt');
      if (fraction === null) continue;
      counted.push(form.name);
      expect(BY_HAND, form.name).toHaveProperty([form.name]);
      expect(Math.abs(fraction * 100 - (BY_HAND[form.name] ?? Number.NaN)), form.name).toBeLessThanOrEqual(0.01);
    }
    expect(counted.sort()).toEqual(Object.keys(BY_HAND).sort());
  });

  it("gives the builder the very share the dose API answers for each seeded form (the dashboard's and the monograph's)", () => {
    const catalogue = {
      forms: new Map(forms.map((form) => [form.id, form])),
      supplements: new Map(supplements.map((supplement) => [supplement.id, supplement])),
      nutrients: new Map(nutrients.map((nutrient) => [nutrient.id, nutrient])),
    };
    const { components } = computeFormula(
      { population: 'gestantes', components: seededForms.map((form) => ({ form_id: form.id, amount: 1, unit: 'mg' as const })), pharmaceutical_form: 'capsula', units_per_dose: 1, doses_per_day: 1, duration_days: 30 },
      catalogue,
      'pt',
    );
    seededForms.forEach((form, index) => {
      const nutrient = nutrients.find((n) => n.id === form.nutrient_id) ?? null;
      expect(components[index]?.fraction, form.name).toBe(presentFormChemistry(form, nutrient, 'pt').fraction);
    });
  });

  it('records a formula for every form with a defined compound, its hydrate and an identifier; every other form says why not', () => {
    expect(SEED_FORM_CHEMISTRY).toHaveLength(52);
    for (const entry of SEED_FORM_CHEMISTRY) {
      if (entry.formula === null) {
        expect(entry.notCounted?.trim(), entry.form).toBeTruthy();
        continue;
      }
      expect(entry.formulaSource && DOSE_SOURCES[entry.formulaSource], entry.form).toBeTruthy();
      expect(entry.identifier?.trim(), entry.form).toBeTruthy();
      expect(entry.hydrate, entry.form).toBeDefined();
      // The water written after a '·' is the hydrate named.
      const waters = entry.formula.split('·').slice(1).reduce((sum, part) => {
        const match = /^(\d*)H2O$/.exec(part);
        return match ? sum + Number(match[1] || 1) : sum;
      }, 0);
      expect(waters, entry.form).toBe(HYDRATE_WATERS[entry.hydrate ?? 'anhydrous']);
      expect(() => parseFormula(entry.formula as string), entry.form).not.toThrow();
    }
    expect(SEED_FORM_CHEMISTRY.filter((e) => e.formula === null).map((e) => e.form).sort()).toEqual([...NOT_COUNTED].sort());
  });

  it("shows the reader each compound's registry codes (CAS, UNII, PubChem CID) with its formula's source", () => {
    for (const entry of SEED_FORM_CHEMISTRY.filter((e) => e.identifier)) {
      const doc = seededForms.find((f) => f.name === entry.form && supplementName.get(f.supplement_id) === entry.supplement);
      for (const code of entry.identifier?.match(/CAS [\d-]+|UNII \w+|PubChem CID \d+/g) ?? []) {
        expect(doc?.formula_source?.title, entry.form).toContain(code.replace(/^CAS /, ''));
      }
    }
    expect(seededForms.find((f) => f.name === 'Cobre quelato (bisglicinato)')?.formula_source?.title).toContain('PubChem CID 3032611');
  });

  it('covers 41 of the 52 forms with a formula (79 %), 35 with a share counted toward the nutrient (67 %); the 11 others have no single compound or no confirmed formula', () => {
    const withFormula = SEED_FORM_CHEMISTRY.filter((e) => e.formula !== null).length;
    expect(withFormula).toBe(41);
    expect(withFormula / SEED_FORM_CHEMISTRY.length).toBeGreaterThanOrEqual(0.78);
    const withShare = SEED_FORM_CHEMISTRY.filter((e) => {
      const seeded = seededForm(e.supplement, e.form);
      return seeded !== null && seededFraction(seeded) !== null;
    }).length;
    expect(withShare).toBe(Object.keys(BY_HAND).length);
    expect(withShare).toBe(35);
  });

  it('matches the share a published source states for a form (±0.5 point), through the one calculation', () => {
    const stated = SEED_FORM_CHEMISTRY.filter((e) => e.statedPercent);
    expect(stated.length).toBeGreaterThanOrEqual(10);
    for (const entry of stated) {
      const seeded = seededForm(entry.supplement, entry.form);
      const fraction = seeded ? seededFraction(seeded) : null;
      expect(fraction, entry.form).not.toBeNull();
      expect(Math.abs((fraction ?? 0) * 100 - (entry.statedPercent?.value ?? 0)), entry.form).toBeLessThanOrEqual(0.5);
    }
  });

  it('counts toward the upper level the mass itself where the intake reference counts it by a factor', () => {
    const byName = (name: string) => {
      const form = seededForms.find((f) => f.name === name);
      return presentFormChemistry(form!, nutrients.find((n) => n.id === form?.nutrient_id) ?? null, 'pt');
    };
    expect(byName('Ácido fólico')).toMatchObject({ basis: 'whole', intake_factor: 1.7, fraction: 1.7, upper_level_fraction: 1 });
    expect(byName('dl-alfa-tocoferol (sintético)')).toMatchObject({ intake_factor: 0.5, fraction: 0.5, upper_level_fraction: 1, iu_factor: 0.45 });
    expect(byName('Betacaroteno')).toMatchObject({ intake_factor: 0.5, fraction: 0.5, counts_toward_upper_level: false });
    expect(byName('Gluconato de zinco')).toMatchObject({ intake_factor: null });
    expect(byName('Gluconato de zinco').upper_level_fraction).toBe(byName('Gluconato de zinco').fraction);
  });

  it('counts colecalciferol in oil by UI only, and calcium ascorbate by its two ascorbates', () => {
    const oil = seededForms.find((f) => f.name === 'Colecalciferol em óleo (TCM)');
    expect(oil).toMatchObject({ formula: 'C27H44O', basis: null, iu_factor: 0.025 });
    expect(seededForms.find((f) => f.name === 'Ascorbato de cálcio')).toMatchObject({ basis: 'moiety', moiety_formula: '2C6H8O6' });
    expect(supplementName.get(oil?.supplement_id ?? 0)).toBe('Vitamina D3');
  });
});
