import type { ElementSymbol } from '../../../domain/chemistry/elements.js';
import type { Bilingual } from './types.js';

/**
 * The shapes of the demonstration's doses by population (issue 32, foundation). Population groups
 * are the columns of ANVISA's maximum limits for food supplements (IN 28/2018, Annex IV); each maps
 * to the IOM/NASEM life-stage groups it covers, and a group's recommended intake and upper level are
 * the range over those life stages. A value that could not be confirmed is null, never guessed.
 */
export type PopulationGroupKey =
  | 'lactentes-0-6m'
  | 'lactentes-7-11m'
  | 'criancas-1-3a'
  | 'criancas-4-8a'
  | '9-18a'
  | 'adultos-19a'
  | 'gestantes'
  | 'lactantes';

export interface PopulationGroup {
  key: PopulationGroupKey;
  /** The column heading as IN 28/2018 Annex IV prints it. */
  anvisaHeading: string;
  name: Bilingual;
  /** The IOM/NASEM life-stage groups the ANVISA group spans. */
  iomLifeStages: readonly string[];
}

export type SourceKey = string;

export interface SourceRef {
  title: string;
  /** Where the text was read (a stored public copy where the publisher's page was not reachable). */
  url: string;
}

/** RDA (recommended dietary allowance) or AI (adequate intake, where no RDA could be set). */
export type IntakeKind = 'RDA' | 'AI';

export interface RecommendedIntake {
  kind: IntakeKind;
  /** Lowest and highest value over the group's IOM life stages (equal when they agree). */
  low: number;
  high: number;
  source: SourceKey;
}

export type UpperLevel =
  | { kind: 'value'; low: number; high: number; source: SourceKey }
  /** IOM/NASEM could not determine a UL for this group (ND in its tables). */
  | { kind: 'not_determined'; source: SourceKey };

export interface GroupDoseReference {
  intake: RecommendedIntake | null;
  upperLevel: UpperLevel | null;
  // ANVISA's limits for the group are reference data of their own: clinical/anvisa (issue 38).
}

export type DoseUnit = 'mg' | 'µg';

/**
 * What intake an upper level bounds: all sources, or only supplements and medicines (magnesium), only
 * preformed vitamin A, or only synthetic forms (vitamin E, folic acid).
 */
export type UpperLevelScope = 'total' | 'supplemental_only' | 'preformed_only' | 'synthetic_only';

export type NutrientKey =
  | 'magnesio'
  | 'ferro'
  | 'zinco'
  | 'calcio'
  | 'vitamina-d'
  | 'vitamina-a'
  | 'vitamina-e'
  | 'vitamina-c'
  | 'selenio'
  | 'iodo'
  | 'vitamina-b6'
  | 'folato'
  | 'vitamina-b12'
  | 'cobre'
  | 'cromo';

export interface NutrientDoseReference {
  key: NutrientKey;
  name: Bilingual;
  /** The unit of every number below. */
  unit: DoseUnit;
  /** What the amount counts: 'magnésio elementar', 'equivalentes de atividade de retinol (RAE)'. */
  expressedAs: Bilingual;
  /** The element counted, for minerals: a form's amount times its elemental fraction. */
  element: ElementSymbol | null;
  upperLevelScope: UpperLevelScope;
  /** Seeded supplements (Portuguese `name` in ../data) this reference applies to. */
  supplements: readonly string[];
  groups: Readonly<Record<PopulationGroupKey, GroupDoseReference>>;
}

/** The chemistry of one seeded chemical form (the first cell of a `forms` row). */
export interface SeedFormChemistry {
  supplement: string;
  form: string;
  /** Molecular formula as published, hydrate water included; null when none could be confirmed. */
  formula: string | null;
  formulaSource: SourceKey | null;
  /**
   * With a formula: the hydrate the formula assumes ('anhydrous', 'monohydrate', 'dihydrate',
   * 'heptahydrate', ...; its water is written after a '·'), and an identifier a reader can look the
   * compound up by (PubChem CID, UNII, CAS number, or the pharmacopoeia monograph that defines it).
   */
  hydrate?: Hydrate;
  identifier?: string;
  /** The element whose share the form delivers (minerals); null for vitamins. */
  element: ElementSymbol | null;
  /** An elemental percentage a published source states for this form, to check the formula against. */
  statedPercent: { value: number; source: SourceKey } | null;
  /** The molar mass (g/mol) the formula's source prints, to check the formula was copied right. */
  publishedMolarMass?: number;
  note?: string;
  /**
   * Why the form is not counted, in Portuguese, as the 'Formas Químicas' topic says it ('complexo
   * polimérico de ferro(III), sem fórmula única'); every form without a formula states one.
   */
  notCounted?: string;
}

/** Waters of crystallisation per formula unit, by name; the formula's '·nH2O' part must agree. */
export const HYDRATE_WATERS = { anhydrous: 0, monohydrate: 1, dihydrate: 2, tetrahydrate: 4, heptahydrate: 7 } as const;
export type Hydrate = keyof typeof HYDRATE_WATERS;
