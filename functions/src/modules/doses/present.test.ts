import { describe, expect, it } from 'vitest';
import { POPULATION_GROUPS } from '../../contract/doses.js';
import type { NutrientDoc, SupplementFormDoc } from '../../domain/docs.js';
import { formNumbers, upperLevelAmount } from '../../domain/chemistry/form-numbers.js';
import { presentFormChemistry, presentNutrientDoses } from './present.js';

const empty = { intake: null, upper_level: null, anvisa_max: null, usual_dose: null };
const magnesium: NutrientDoc = {
  id: 1,
  name: 'Magnésio',
  name_en: 'Magnesium',
  slug: 'magnesio',
  unit: 'mg',
  expressed_as: 'magnésio elementar',
  element: 'Mg',
  upper_level_scope: 'supplemental_only',
  supplement_ids: [7],
  groups: Object.fromEntries(POPULATION_GROUPS.map((group) => [group, empty])) as NutrientDoc['groups'],
  sources: [{ key: 'iom', title: 'IOM 2000', url: 'https://example.org/iom' }],
  keywords: [],
  i18n: { en: { expressed_as: 'elemental magnesium' } },
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};
magnesium.groups.gestantes = { ...empty, upper_level: { kind: 'value', low: 350, high: 350, source: 'iom' } };

const form = (fields: Partial<SupplementFormDoc>): SupplementFormDoc => ({ id: 3, supplement_id: 7, name: 'Magnésio quelato (bisglicinato)', name_en: 'Magnesium bisglycinate', order: 1, keywords: [], nutrient_id: 1, ...fields });

describe("a chemical form's molar mass and fraction", () => {
  it('counts magnesium bisglycinate (C4H8MgN2O4) by its elemental magnesium: 172.4 g/mol, 14.1 %', () => {
    const numbers = formNumbers({ formula: 'C4H8MgN2O4', basis: 'element', moiety_formula: null }, magnesium);
    expect(numbers.molar_mass).toBeCloseTo(172.42, 1);
    expect(numbers.fraction).toBeCloseTo(0.141, 3);
  });

  it('counts a retinyl ester by the retinol it carries, and a whole form as itself', () => {
    expect(formNumbers({ formula: 'C36H60O2', basis: 'moiety', moiety_formula: 'C20H30O' }, { element: null }).fraction).toBeCloseTo(286.45 / 524.87, 3);
    expect(formNumbers({ formula: null, basis: 'whole', moiety_formula: null }, { element: null })).toEqual({ molar_mass: null, fraction: 1, upper_level_fraction: 1 });
  });

  it('multiplies the share by the intake factor toward the intake reference, and keeps the share itself for the upper level', () => {
    // Folic acid: 1.7 µg DFE per µg toward the RDA; the UL counts µg of folic acid.
    expect(formNumbers({ formula: 'C19H19N7O6', basis: 'whole', moiety_formula: null, intake_factor: 1.7 }, { element: null })).toMatchObject({ fraction: 1.7, upper_level_fraction: 1 });
    expect(formNumbers({ formula: 'MgO', basis: 'element', moiety_formula: null, intake_factor: null }, magnesium).upper_level_fraction).toBeCloseTo(0.603, 3);
    expect(upperLevelAmount(680, { intake_factor: 1.7 })).toBeCloseTo(400, 9);
    expect(upperLevelAmount(50, { intake_factor: null })).toBe(50);
  });

  it('leaves the fraction empty when the counting is not confirmed, never guessing', () => {
    expect(formNumbers({ formula: 'MgO', basis: null, moiety_formula: null }, magnesium)).toEqual({ molar_mass: expect.closeTo(40.30, 2), fraction: null, upper_level_fraction: null });
    expect(formNumbers({ formula: 'MgO', basis: 'element', moiety_formula: null }, null).fraction).toBeNull();
    expect(formNumbers({ formula: null, basis: 'element', moiety_formula: null }, magnesium).fraction).toBeNull();
    // A document edited by hand outside the API: a formula without the element, or one that does not parse.
    expect(formNumbers({ formula: 'CaCO3', basis: 'element', moiety_formula: null }, magnesium).fraction).toBeNull();
    expect(formNumbers({ formula: 'Xx2', basis: 'element', moiety_formula: null }, magnesium)).toEqual({ molar_mass: null, fraction: null, upper_level_fraction: null });
  });
});

describe('the dose table as answered', () => {
  it('lists the eight population groups in order, named in the reader’s language, with their values and sources', () => {
    const english = presentNutrientDoses(magnesium, 'en');
    expect(english.groups.map((row) => row.group)).toEqual([...POPULATION_GROUPS]);
    expect(english).toMatchObject({ name: 'Magnesium', expressed_as: 'elemental magnesium', sources: [{ key: 'iom', title: 'IOM 2000' }] });
    expect(english.groups[6]).toEqual({ group: 'gestantes', name: 'Pregnancy', doses: { ...empty, upper_level: { kind: 'value', low: 350, high: 350, source: 'iom' } } });
    expect(presentNutrientDoses(magnesium, 'pt').groups[6]?.name).toBe('Gestantes');
  });

  it('names a form in English from its typed English name, with its nutrient; another nutrient is not its own', () => {
    const shown = presentFormChemistry(form({ formula: 'C4H8MgN2O4', basis: 'element' }), magnesium, 'en');
    expect(shown).toMatchObject({ name: 'Magnesium bisglycinate', nutrient: { name: 'Magnesium', expressed_as: 'elemental magnesium' }, counts_toward_upper_level: true, iu_factor: null });
    expect(shown.fraction).toBeCloseTo(0.141, 3);
    expect(presentFormChemistry(form({ formula: 'MgO', basis: 'element', nutrient_id: 2 }), magnesium, 'pt')).toMatchObject({ nutrient: null, fraction: null });
  });
});
