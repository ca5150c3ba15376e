/**
 * How doses and chemistry are written for a reader (issue 32): numbers the way the reader's language
 * writes them, a range as '8–15', a molecular formula with its counts as subscripts (C₄H₈MgN₂O₄).
 * Shared by the monograph's 'Doses por população' and the dashboard's form editor (its live preview).
 */

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** The Intl tag of an app language ('pt' → Brazilian Portuguese). */
export const numberLocale = (language: string | undefined): string => (language?.startsWith('en') ? 'en' : 'pt-BR');

/** A number with at most `digits` decimals, grouped as the language groups thousands (2.000 / 2,000). */
export function formatNumber(value: number, language: string | undefined, digits = 3): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: digits }).format(value);
}

/** '8–15' for a range, '350' where both ends agree. */
export function formatRange(low: number, high: number, language: string | undefined): string {
  return low === high ? formatNumber(low, language) : `${formatNumber(low, language)}–${formatNumber(high, language)}`;
}

/**
 * A molecular formula as it is printed: each atom count (digits after an element, a closing bracket)
 * as subscript digits. A count that starts the formula or follows a '·' (the water of a hydrate,
 * MgCl2·6H2O) is a coefficient and stays on the line.
 */
export function formatFormula(formula: string): string {
  return formula.replace(/(?<=[A-Za-z)\]])\d+/g, (digits) => [...digits].map((digit) => SUBSCRIPT_DIGITS[Number(digit)]).join(''));
}

/** A fraction (0–1) as a percentage with one decimal: 0.141 → '14,1' in Portuguese. */
export function formatPercent(fraction: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction * 100);
}
