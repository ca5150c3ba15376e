import { FORMULA_INVALID, formulaUnknownElement } from '../../contract/doses.js';
import { FormulaError, parseFormula } from './formula.js';

/** What is wrong with a molecular formula: a symbol that names no element (which one), or anything else malformed. */
export type FormulaFault = { kind: 'unknown_element'; symbol: string } | { kind: 'malformed' };

/** The fault of a formula, or null when it parses (the dashboard words it in the admin's language as it is typed). */
export function formulaFault(formula: string): FormulaFault | null {
  try {
    parseFormula(formula);
    return null;
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    return error.unknownElement ? { kind: 'unknown_element', symbol: error.unknownElement } : { kind: 'malformed' };
  }
}

/**
 * What is wrong with a molecular formula, in the shared schema's Portuguese (null: it parses). The
 * API refuses a save with it and the dashboard's check refuses it before sending: one parser, one message.
 */
export function formulaProblem(formula: string): string | null {
  const fault = formulaFault(formula);
  if (!fault) return null;
  return fault.kind === 'unknown_element' ? formulaUnknownElement(fault.symbol) : FORMULA_INVALID;
}
