import { isElementSymbol } from './elements.js';
import { elementalFraction, molarMass, moietyFraction } from './formula.js';
import type { FormBasisKey } from '../../contract/doses.js';

/** What a form's chemistry gives: its molar mass and the share of its mass counted as its nutrient. */
export interface FormNumbers {
  /** g/mol; null without a formula. */
  molar_mass: number | null;
  /**
   * The nutrient's units, as its intake reference (RDA/AI) counts them, per unit of the form's mass:
   * the share by the basis times `intake_factor` (folic acid: 1.7 µg DFE per µg); null when the form
   * has no confirmed way of counting (no basis, no nutrient, no formula).
   */
  fraction: number | null;
  /** The share the upper level counts (the share by the basis, without `intake_factor`: folic acid 1); null as `fraction`. */
  upper_level_fraction: number | null;
}

/** What the calculation reads of a form (a stored one, or the dashboard's form as it is typed). */
export interface FormChemistryFields {
  formula?: string | null;
  basis?: FormBasisKey | null;
  moiety_formula?: string | null;
  intake_factor?: number | null;
}

/**
 * Units of the intake reference per unit of what the upper level counts: `intake_factor` where the
 * two differ (folic acid 1.7 µg DFE per µg, IOM; all-rac-α-tocopherol 0.5 mg of 2R-α-tocopherol per mg,
 * IOM 2000; supplemental β-carotene 0.5 µg RAE per µg), else 1.
 */
export const intakeFactorOf = (form: Pick<FormChemistryFields, 'intake_factor'>): number =>
  typeof form.intake_factor === 'number' && form.intake_factor > 0 ? form.intake_factor : 1;

/**
 * An amount of the nutrient as the intake reference counts it (a mass times `fraction`, or UI times
 * `iu_factor`), as the upper level counts it: folic acid's µg DFE back to µg of folic acid.
 */
export const upperLevelAmount = (intakeAmount: number, form: Pick<FormChemistryFields, 'intake_factor'>): number => intakeAmount / intakeFactorOf(form);

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
 * formula, 'moiety' the share of `moiety_formula` in it, 'whole' 1; toward the intake reference it is
 * multiplied by `intake_factor`. Anything unconfirmed is null, never guessed.
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
  const share = fraction();
  return { molar_mass: molar, fraction: share === null ? null : share * intakeFactorOf(form), upper_level_fraction: share };
}
