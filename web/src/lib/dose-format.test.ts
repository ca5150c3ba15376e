import { describe, expect, it } from 'vitest';
import { formatFormula, formatNumber, formatPercent, formatRange } from './dose-format';

describe('dose formatting', () => {
  it('writes atom counts as subscripts, not a hydrate’s coefficient', () => {
    expect(formatFormula('C4H8MgN2O4')).toBe('C₄H₈MgN₂O₄');
    expect(formatFormula('MgCl2·6H2O')).toBe('MgCl₂·6H₂O');
    expect(formatFormula('Ca3(C6H5O7)2')).toBe('Ca₃(C₆H₅O₇)₂');
    expect(formatFormula('C27H44O')).toBe('C₂₇H₄₄O');
  });

  it('writes numbers, ranges and shares the way each language does', () => {
    expect(formatRange(8, 15, 'pt')).toBe('8–15');
    expect(formatRange(350, 350, 'pt')).toBe('350');
    expect(formatNumber(2000, 'pt')).toBe('2.000');
    expect(formatNumber(2000, 'en')).toBe('2,000');
    expect(formatNumber(0.025, 'pt', 4)).toBe('0,025');
    expect(formatPercent(0.14097, 'pt')).toBe('14,1');
    expect(formatPercent(0.14097, 'en')).toBe('14.1');
  });
});
