import { describe, expect, it } from 'vitest';
import { alphaTocopherolMgFromIU, convertMass, vitaminARAE, vitaminDIUFromMicrograms, vitaminDMicrogramsFromIU } from './units.js';

describe('convertMass', () => {
  it('converts between g, mg and µg', () => {
    expect(convertMass(1, 'g', 'mg')).toBe(1000);
    expect(convertMass(300, 'mg', 'g')).toBe(0.3);
    expect(convertMass(1.5, 'mg', 'µg')).toBe(1500);
    expect(convertMass(250, 'µg', 'mg')).toBe(0.25);
    expect(convertMass(7, 'mg', 'mg')).toBe(7);
  });
});

describe('vitamin D', () => {
  it('reads 2,000 IU as 50 µg and 15 µg as 600 IU (1 µg = 40 IU)', () => {
    expect(vitaminDMicrogramsFromIU(2000)).toBe(50);
    expect(vitaminDIUFromMicrograms(15)).toBe(600);
    expect(vitaminDIUFromMicrograms(vitaminDMicrogramsFromIU(4000))).toBe(4000);
  });
});

describe('vitamin A', () => {
  it('counts retinol µg as RAE, retinol IU at 0.3 µg and supplemental β-carotene at half', () => {
    expect(vitaminARAE(900, 'retinol_ug')).toBe(900);
    expect(vitaminARAE(10_000, 'retinol_iu')).toBe(3000);
    expect(vitaminARAE(1800, 'supplemental_beta_carotene_ug')).toBe(900);
  });

  it('counts retinyl esters by the retinol they carry: 0.55 µg of palmitate is one IU (0.3 µg RAE)', () => {
    expect(vitaminARAE(0.55, 'retinyl_palmitate_ug')).toBeCloseTo(0.3, 3);
    // 286.451 / 328.496 g/mol
    expect(vitaminARAE(1000, 'retinyl_acetate_ug')).toBeCloseTo(872.0, 1);
  });
});

describe('vitamin E', () => {
  it('reads natural IU at 0.67 mg and synthetic IU at 0.45 mg of α-tocopherol', () => {
    expect(alphaTocopherolMgFromIU(100, 'natural')).toBeCloseTo(67, 10);
    expect(alphaTocopherolMgFromIU(100, 'synthetic')).toBeCloseTo(45, 10);
    expect(alphaTocopherolMgFromIU(30, 'natural')).toBeCloseTo(20.1, 10);
  });
});
