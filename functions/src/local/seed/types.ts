/** The facts a seed supplement is written from; the topic HTML is composed from them (topics.ts). */

/** [indication or ingredient, dose] */
export type Pair = readonly [string, string];
/** [chemical form, elemental or active content, notes on absorption and use] */
export type FormRow = readonly [string, string, string];

export interface SupplementFacts {
  name: string;
  en: string;
  /** Comma-separated tags of the 'Descrição' topic. */
  tags?: string;
  summary: string;
  /** Main functions / uses, one list item each. */
  roles: readonly string[];
  /** Food sources or botanical origin. */
  sources?: string;
  forms: readonly FormRow[];
  doses: readonly Pair[];
  /** When and how to take it. */
  timing?: string;
  interactions?: readonly string[];
  /** Dose of the main form (forms[0]) per capsule in the compounding formula. */
  unit?: string;
  /** Further ingredients of the compounding formula. */
  combo?: readonly Pair[];
  /** Full composition, for products of a formulas category (replaces unit + combo). */
  composition?: readonly Pair[];
  /** Omits the 'Nutra Fórmulas' topic. */
  noFormula?: boolean;
}

export interface CategorySeed {
  /** Slug and image base name. */
  key: string;
  name: string;
  en: string;
  /** Icon background colour. */
  color: string;
  isFormulas?: boolean;
  supplements?: readonly SupplementFacts[];
  children?: readonly CategorySeed[];
}
