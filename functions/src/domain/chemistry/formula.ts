import { ATOMIC_WEIGHTS, isElementSymbol, type ElementSymbol } from './elements.js';

/** Atoms of each element in one formula unit. */
export type AtomCounts = Partial<Record<ElementSymbol, number>>;

export class FormulaError extends Error {
  /** The symbol that names no element ('Xy'), when that is what is wrong: editors are told which. */
  readonly unknownElement: string | null;

  constructor(formula: string, reason: string, unknownElement: string | null = null) {
    super(`Invalid molecular formula "${formula}": ${reason}`);
    this.name = 'FormulaError';
    this.unknownElement = unknownElement;
  }
}

/** The hydrate (adduct) separators accepted between parts: middle dot, bullet, full stop, asterisk. */
const HYDRATE_SEPARATOR = /[·•.*]/;

/**
 * Parses a molecular formula: element symbols with counts, nested parentheses or brackets with a
 * multiplier ('Mg(C6H11O7)2', 'Ca3[C6H5O7]2'), and hydrate parts with a leading coefficient joined by
 * a dot ('FeSO4·7H2O'). Throws `FormulaError` on an unknown element or a malformed formula.
 */
export function parseFormula(formula: string): AtomCounts {
  const text = formula.replace(/\s+/g, '');
  if (!text) throw new FormulaError(formula, 'empty');
  const total: AtomCounts = {};
  for (const part of text.split(HYDRATE_SEPARATOR)) {
    const coefficient = /^\d+/.exec(part)?.[0];
    const body = coefficient ? part.slice(coefficient.length) : part;
    if (!body) throw new FormulaError(formula, 'a part has no atoms');
    addCounts(total, parseGroup(formula, body), coefficient ? Number(coefficient) : 1);
  }
  return total;
}

function addCounts(into: AtomCounts, from: AtomCounts, times: number): void {
  for (const [symbol, count] of Object.entries(from) as [ElementSymbol, number][]) {
    into[symbol] = (into[symbol] ?? 0) + count * times;
  }
}

function parseGroup(formula: string, body: string): AtomCounts {
  // The group being read, and the groups that enclose it with the bracket each expects to close.
  let current: AtomCounts = {};
  const enclosing: { counts: AtomCounts; closer: string }[] = [];
  let index = 0;
  const readCount = (): number => {
    const digits = /^\d+/.exec(body.slice(index))?.[0];
    if (!digits) return 1;
    index += digits.length;
    const count = Number(digits);
    if (count === 0) throw new FormulaError(formula, 'a count of zero');
    return count;
  };
  while (index < body.length) {
    const char = body.charAt(index);
    if (char === '(' || char === '[') {
      enclosing.push({ counts: current, closer: char === '(' ? ')' : ']' });
      current = {};
      index += 1;
    } else if (char === ')' || char === ']') {
      const parent = enclosing.pop();
      if (parent?.closer !== char) throw new FormulaError(formula, 'unbalanced brackets');
      if (Object.keys(current).length === 0) throw new FormulaError(formula, 'empty brackets');
      index += 1;
      addCounts(parent.counts, current, readCount());
      current = parent.counts;
    } else {
      const symbol = /^[A-Z][a-z]?/.exec(body.slice(index))?.[0];
      if (!symbol) throw new FormulaError(formula, `unexpected "${char}"`);
      if (!isElementSymbol(symbol)) throw new FormulaError(formula, `unknown element "${symbol}"`, symbol);
      index += symbol.length;
      addCounts(current, { [symbol]: 1 }, readCount());
    }
  }
  if (enclosing.length > 0) throw new FormulaError(formula, 'unbalanced brackets');
  return current;
}

/** Molar mass in g/mol from the standard atomic weights (`elements.ts`). */
export function molarMass(formula: string): number {
  const counts = parseFormula(formula);
  return (Object.entries(counts) as [ElementSymbol, number][]).reduce(
    (sum, [symbol, count]) => sum + ATOMIC_WEIGHTS[symbol].value * count,
    0,
  );
}

export interface ElementalFraction {
  element: ElementSymbol;
  /** Atoms of the element in one formula unit. */
  atoms: number;
  /** Mass fraction of the element, 0 to 1. */
  fraction: number;
  molarMass: number;
}

/**
 * The share of an element in a compound by mass: for magnesium bisglycinate (C4H8MgN2O4) one Mg of
 * 172.4 g/mol, 0.141. Throws when the element is not in the formula.
 */
export function elementalFraction(formula: string, element: ElementSymbol): ElementalFraction {
  const atoms = parseFormula(formula)[element];
  if (!atoms) throw new FormulaError(formula, `no ${element} in it`);
  const mass = molarMass(formula);
  return { element, atoms, fraction: (ATOMIC_WEIGHTS[element].value * atoms) / mass, molarMass: mass };
}

/**
 * The share of a moiety in a compound by mass, per formula unit holding `perUnit` of it: the
 * ascorbic acid equivalent of sodium ascorbate, the retinol in a retinyl ester.
 */
export function moietyFraction(moiety: string, compound: string, perUnit = 1): number {
  return (molarMass(moiety) * perUnit) / molarMass(compound);
}
