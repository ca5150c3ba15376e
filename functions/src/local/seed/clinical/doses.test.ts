import { describe, expect, it } from 'vitest';
import { elementalFraction, molarMass, parseFormula } from '../../../domain/chemistry/formula.js';
import { CATEGORY_TREE } from '../data/categories.js';
import type { CategorySeed, SupplementFacts } from '../types.js';
import { DOSE_SOURCES, NUTRIENT_DOSES, POPULATION_GROUPS, SEED_FORM_CHEMISTRY } from './doses.js';
import type { UpperLevel } from './dose-types.js';

function seededSupplements(categories: readonly CategorySeed[]): SupplementFacts[] {
  return categories.flatMap((c) => [...(c.supplements ?? []), ...seededSupplements(c.children ?? [])]);
}

const SUPPLEMENTS = new Map(seededSupplements(CATEGORY_TREE).map((s) => [s.name, s]));
const formsOf = (name: string) => (SUPPLEMENTS.get(name)?.forms ?? []).map((row) => row[0]);

describe('doses by population (demonstration seed)', () => {
  it('has the eight population groups of IN 28/2018 Annex IV, in its order', () => {
    expect(POPULATION_GROUPS.map((g) => g.anvisaHeading)).toEqual([
      '0 a 6 meses', '7 a 11 meses', '1 a 3 anos', '4 a 8 anos', '9 a 18 anos', '≥ 19 anos', 'Gestantes', 'Lactantes',
    ]);
  });

  it('names only supplements and forms that exist in the seed', () => {
    for (const nutrient of NUTRIENT_DOSES) {
      for (const name of nutrient.supplements) expect(SUPPLEMENTS.has(name), name).toBe(true);
    }
    for (const entry of SEED_FORM_CHEMISTRY) {
      expect(formsOf(entry.supplement), `${entry.supplement} / ${entry.form}`).toContain(entry.form);
    }
  });

  it('describes every seeded form of every supplement with a dose reference, once', () => {
    const described = SEED_FORM_CHEMISTRY.map((e) => `${e.supplement} / ${e.form}`);
    expect(new Set(described).size).toBe(described.length);
    const seeded = NUTRIENT_DOSES.flatMap((n) => n.supplements).flatMap((s) => formsOf(s).map((f) => `${s} / ${f}`));
    expect([...described].sort()).toEqual([...seeded].sort());
  });

  it('cites only sources that are listed, for every value and formula', () => {
    const cited = [
      ...NUTRIENT_DOSES.flatMap((n) => Object.values(n.groups).flatMap((g) => [g.intake?.source, g.upperLevel?.source])),
      ...SEED_FORM_CHEMISTRY.flatMap((e) => [e.formulaSource, e.statedPercent?.source]),
    ].filter((s): s is string => typeof s === 'string');
    for (const source of cited) expect(DOSE_SOURCES, source).toHaveProperty([source]);
    for (const entry of SEED_FORM_CHEMISTRY) expect(entry.formula === null, entry.form).toBe(entry.formulaSource === null);
  });

  it('matches each form’s elemental share, computed from its formula, to the percentage its source states (±0.5 point)', () => {
    const checked = SEED_FORM_CHEMISTRY.filter((e) => e.statedPercent && e.element);
    expect(checked.length).toBeGreaterThanOrEqual(8);
    for (const entry of checked) {
      const { fraction } = elementalFraction(entry.formula as string, entry.element as never);
      expect(Math.abs(fraction * 100 - (entry.statedPercent?.value ?? 0)), entry.form).toBeLessThanOrEqual(0.5);
    }
  });

  it('matches each formula’s molar mass to the one its source prints (±0.1 g/mol)', () => {
    for (const entry of SEED_FORM_CHEMISTRY.filter((e) => e.publishedMolarMass)) {
      expect(Math.abs(molarMass(entry.formula as string) - (entry.publishedMolarMass ?? 0)), entry.form).toBeLessThanOrEqual(0.1);
    }
  });

  it('gives each mineral form the element its nutrient counts, present in its formula', () => {
    for (const nutrient of NUTRIENT_DOSES) {
      for (const entry of SEED_FORM_CHEMISTRY.filter((e) => nutrient.supplements.includes(e.supplement) && e.formula)) {
        expect(entry.element, entry.form).toBe(nutrient.element);
        if (entry.element) expect(parseFormula(entry.formula as string)[entry.element], entry.form).toBeGreaterThan(0);
      }
    }
  });

  it('keeps units consistent: one unit per nutrient, ranges in order', () => {
    for (const nutrient of NUTRIENT_DOSES) {
      expect(['mg', 'µg']).toContain(nutrient.unit);
      expect(Object.keys(nutrient.groups).sort()).toEqual(POPULATION_GROUPS.map((g) => g.key).sort());
      for (const reference of Object.values(nutrient.groups)) {
        if (reference.intake) expect(reference.intake.low).toBeLessThanOrEqual(reference.intake.high);
        if (reference.upperLevel?.kind === 'value') expect(reference.upperLevel.low).toBeLessThanOrEqual(reference.upperLevel.high);
      }
    }
  });

  const ulValue = (ul: UpperLevel | null) => (ul?.kind === 'value' ? ul : null);

  it('keeps every upper level at or above the recommended intake, except the supplemental-only magnesium UL', () => {
    const below: string[] = [];
    for (const nutrient of NUTRIENT_DOSES) {
      for (const [key, reference] of Object.entries(nutrient.groups)) {
        const upper = ulValue(reference.upperLevel);
        if (reference.intake && upper && upper.low < reference.intake.high) below.push(`${nutrient.key} ${key}`);
      }
    }
    // Magnesium's UL counts supplements only, so it may sit below an RDA that counts food too.
    expect(below.every((entry) => entry.startsWith('magnesio '))).toBe(true);
    expect(NUTRIENT_DOSES.find((n) => n.key === 'magnesio')?.upperLevelScope).toBe('supplemental_only');
  });

  it('records the magnesium UL as 350 mg from supplements for adults, pregnancy and lactation', () => {
    const magnesium = NUTRIENT_DOSES.find((n) => n.key === 'magnesio');
    for (const key of ['adultos-19a', 'gestantes', 'lactantes'] as const) {
      expect(ulValue(magnesium?.groups[key].upperLevel ?? null)).toMatchObject({ low: 350, high: 350 });
    }
  });
});
