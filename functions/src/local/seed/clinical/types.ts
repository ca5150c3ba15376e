import type { EvidenceGrade, TopicReference } from '../../../contract/evidence.js';

/**
 * The demonstration's structured clinical data (issues 31 and 32): drugs, conditions and
 * interactions among the seeded supplements. Every stated fact and every reference is confirmed
 * in a published source; what could not be confirmed is left out, never guessed. Supplements are
 * named exactly as in `../data/*.ts` (Portuguese `name`), chemical forms exactly as the first cell
 * of a supplement's `forms` rows.
 */
export interface Bilingual {
  pt: string;
  en: string;
}

/** A drug class ('anticoagulantes cumarínicos'); its drugs name it in `classes`. */
export interface SeedDrugClass {
  key: string;
  name: Bilingual;
  synonyms: readonly string[];
}

/** An active ingredient: DCB in Portuguese, INN in English, synonyms and Brazilian brands for search. */
export interface SeedDrug {
  key: string;
  name: Bilingual;
  synonyms: readonly string[];
  brands: readonly string[];
  classes: readonly string[];
}

/** A patient condition ('gestação', 'insuficiência renal'). */
export interface SeedCondition {
  key: string;
  name: Bilingual;
  synonyms: readonly string[];
}

export type InteractionSeverity = 'grave' | 'moderada' | 'leve';
export type InteractionLikelihood = 'provavel' | 'possivel' | 'improvavel';

export type InteractionSide =
  | { kind: 'supplement'; name: string; form?: string }
  | { kind: 'drug'; key: string }
  | { kind: 'drug_class'; key: string }
  | { kind: 'condition'; key: string };

export interface SeedInteraction {
  /** The supplement side: a seeded supplement's Portuguese name, optionally one of its forms. */
  supplement: { name: string; form?: string };
  other: InteractionSide;
  severity: InteractionSeverity;
  likelihood: InteractionLikelihood;
  evidence: EvidenceGrade;
  mechanism: Bilingual;
  management: Bilingual;
  timing?: Bilingual;
  references: readonly TopicReference[];
}
