import { isElementSymbol } from './elements.js';
import { elementalFraction, molarMass, moietyFraction } from './formula.js';
import type { FormBasisKey } from '../../contract/doses.js';

/** What a form's chemistry gives: its molar mass and the share of its mass counted as its nutrient. */
export interface FormNumbers {
  /** g/mol; null without a formula. */
  molar_mass: number | null;
  /** 0–1; null when the form has no confirmed way of counting (no basis, no nutrient, no formula). */
  fraction: number | null;
}

/** What the calculation reads of a form (a stored one, or the dashboard's form as it is typed). */
export interface FormChemistryFields {
  formula?: string | null;
  basis?: FormBasisKey | null;
  moiety_formula?: string | null;
}

const attempt = (compute: () => number): number | null => {
  try {
    return compute();
  } catch {
    // A formula the write path would refuse (only a hand-edited document can hold one): not computed.
    return null;
  }
};

/**
 * The fraction by the form's basis: 'element' the mass share of the nutrient's element in the
 * formula, 'moiety' the share of `moiety_formula` in it, 'whole' 1. Anything unconfirmed is null,
 * never guessed.
 */
export function formNumbers(form: FormChemistryFields, nutrient: { element: string | null } | null): FormNumbers {
  const formula = form.formula ?? null;
  const molar = formula ? attempt(() => molarMass(formula)) : null;
  const fraction = (): number | null => {
    if (!nutrient || !form.basis) return null;
    if (form.basis === 'whole') return 1;
    if (!formula) return null;
    if (form.basis === 'element') {
      const element = nutrient.element;
      return element && isElementSymbol(element) ? attempt(() => elementalFraction(formula, element).fraction) : null;
    }
    const moiety = form.moiety_formula ?? null;
    return moiety ? attempt(() => moietyFraction(moiety, formula)) : null;
  };
  return { molar_mass: molar, fraction: fraction() };
}
