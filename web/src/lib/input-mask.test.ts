import { describe, expect, it } from 'vitest';
import { applyMask, CPF_MASK, isNumericMask, PHONE_MASK } from './input-mask';

describe('applyMask', () => {
  it('formats a CPF typed as digits', () => {
    expect(applyMask('11144477735', CPF_MASK)).toBe('111.444.777-35');
  });

  it('formats a partly typed CPF without trailing separators', () => {
    expect(applyMask('1114', CPF_MASK)).toBe('111.4');
    expect(applyMask('111', CPF_MASK)).toBe('111');
  });

  it('keeps an already formatted value unchanged', () => {
    expect(applyMask('111.444.777-35', CPF_MASK)).toBe('111.444.777-35');
  });

  it('drops characters a digit token refuses and extra characters', () => {
    expect(applyMask('11a1.44x4777356789', CPF_MASK)).toBe('111.444.777-35');
  });

  it('formats a mobile phone', () => {
    expect(applyMask('11912345678', PHONE_MASK)).toBe('(11) 91234-5678');
    expect(applyMask('119', PHONE_MASK)).toBe('(11) 9');
  });

  it('lets backspace remove a separator', () => {
    expect(applyMask('(11) ', PHONE_MASK)).toBe('(11) ');
    expect(applyMask('(11)', PHONE_MASK)).toBe('(11)');
    expect(applyMask('(11', PHONE_MASK)).toBe('(11');
  });

  it('accepts letters for @, including accented ones, and refuses digits there', () => {
    expect(applyMask('ab1ç', '@@-@')).toBe('ab-ç');
  });

  it('accepts a letter or a digit for *', () => {
    expect(applyMask('a1-b2', '**-**')).toBe('a1-b2');
    expect(applyMask('a1!b2', '**-**')).toBe('a1-b2');
  });

  it('returns an empty string for empty input', () => {
    expect(applyMask('', CPF_MASK)).toBe('');
  });
});

describe('isNumericMask', () => {
  it('tells digit-only masks apart', () => {
    expect(isNumericMask(CPF_MASK)).toBe(true);
    expect(isNumericMask('@@-##')).toBe(false);
  });
});
