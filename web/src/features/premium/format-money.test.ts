import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

/** Intl separates the symbol with a no-break space; compare on plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes reais the Brazilian way in Portuguese', () => {
    expect(plain(formatMoney(29.9, 'pt'))).toBe('R$ 29,90');
    expect(plain(formatMoney(239, 'pt-BR'))).toBe('R$ 239,00');
  });

  it('keeps the currency but uses English separators in English', () => {
    expect(formatMoney(1149.9, 'en')).toBe('R$1,149.90');
  });
});
