import { describe, expect, it } from 'vitest';
import { elementalFraction, FormulaError, molarMass, moietyFraction, parseFormula } from './formula.js';

/** Percent with two decimals, the precision the hand computations below are written to. */
const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

describe('parseFormula', () => {
  it('counts atoms of a Hill-style formula', () => {
    expect(parseFormula('C4H8MgN2O4')).toEqual({ C: 4, H: 8, Mg: 1, N: 2, O: 4 });
    expect(parseFormula('CaCO3')).toEqual({ Ca: 1, C: 1, O: 3 });
    expect(parseFormula('C6H5FeO7')).toEqual({ C: 6, H: 5, Fe: 1, O: 7 });
  });

  it('multiplies groups in parentheses or brackets, nested too', () => {
    expect(parseFormula('Mg(C6H11O7)2')).toEqual({ Mg: 1, C: 12, H: 22, O: 14 });
    expect(parseFormula('Ca3[C6H5O7]2')).toEqual({ Ca: 3, C: 12, H: 10, O: 14 });
    expect(parseFormula('Cr(C5H4N(CO2))3')).toEqual({ Cr: 1, C: 18, H: 12, N: 3, O: 6 });
  });

  it('adds hydrate parts with their coefficient, whatever dot joins them', () => {
    const heptahydrate = { Fe: 1, S: 1, O: 11, H: 14 };
    expect(parseFormula('FeSO4·7H2O')).toEqual(heptahydrate);
    expect(parseFormula('FeSO4.7H2O')).toEqual(heptahydrate);
    expect(parseFormula('FeSO4*7H2O')).toEqual(heptahydrate);
    expect(parseFormula('Ca3(C6H5O7)2·4H2O')).toEqual({ Ca: 3, C: 12, H: 18, O: 18 });
  });

  it('refuses unknown elements, stray characters and unbalanced or empty brackets', () => {
    for (const bad of ['', 'Xx2O', 'mgO', 'Mg(OH', 'MgOH)2', 'Mg()2', 'Mg(OH]2', 'FeSO4·7', 'H0']) {
      expect(() => parseFormula(bad), bad).toThrow(FormulaError);
    }
  });
});

describe('molarMass', () => {
  it('sums the standard atomic weights', () => {
    // 24.305 + 15.999
    expect(molarMass('MgO')).toBeCloseTo(40.304, 3);
    // 40.078 + 12.011 + 3 × 15.999
    expect(molarMass('CaCO3')).toBeCloseTo(100.086, 3);
    // 55.845 + 32.06 + 4 × 15.999 + 7 × (2 × 1.008 + 15.999)
    expect(molarMass('FeSO4·7H2O')).toBeCloseTo(278.006, 3);
  });
});

describe('elementalFraction', () => {
  // Expected values computed by hand from the CIAAW weights; the sources that state them are
  // cited in ../../local/seed/clinical/doses.ts, whose test checks each seeded form against its source.
  it('gives the mass share of the element and its atom count', () => {
    const bisglycinate = elementalFraction('C4H8MgN2O4', 'Mg');
    expect(bisglycinate.atoms).toBe(1);
    expect(percent(bisglycinate.fraction)).toBe(14.1); // 24.305 / 172.42
    expect(percent(elementalFraction('MgO', 'Mg').fraction)).toBe(60.3); // 24.305 / 40.304
    expect(percent(elementalFraction('FeSO4·7H2O', 'Fe').fraction)).toBe(20.09); // 55.845 / 278.006
    expect(percent(elementalFraction('CaCO3', 'Ca').fraction)).toBe(40.04); // 40.078 / 100.086
    expect(percent(elementalFraction('C12H22O14Zn', 'Zn').fraction)).toBe(14.35); // 65.38 / 455.68
  });

  it('counts every atom of the element in the formula unit', () => {
    const citrate = elementalFraction('Ca3(C6H5O7)2·4H2O', 'Ca');
    expect(citrate.atoms).toBe(3);
    expect(percent(citrate.fraction)).toBe(21.08); // 3 × 40.078 / 570.49
  });

  it('refuses an element the formula does not contain', () => {
    expect(() => elementalFraction('CaCO3', 'Mg')).toThrow(FormulaError);
  });
});

describe('moietyFraction', () => {
  it('gives the share of a moiety, as ascorbic acid in sodium ascorbate', () => {
    // 176.124 / 198.106
    expect(percent(moietyFraction('C6H8O6', 'C6H7NaO6'))).toBe(88.9);
  });
});
