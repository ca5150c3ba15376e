import type { SupplementFormDoc } from '../../domain/docs.js';
import { formNumbers } from '../../domain/chemistry/form-numbers.js';
import {
  ALL_RAC_ALPHA_TOCOPHEROL_2R_SHARE,
  ALPHA_TOCOPHEROL_MG_PER_IU,
  FOLIC_ACID_DFE_PER_MICROGRAM,
  RETINOL_MICROGRAMS_PER_IU,
  SUPPLEMENTAL_BETA_CAROTENE_MICROGRAMS_PER_RAE,
  VITAMIN_D_IU_PER_MICROGRAM,
} from '../../domain/chemistry/units.js';
import { NUTRIENT_DOSES, SEED_FORM_CHEMISTRY } from './clinical/doses.js';
import type { NutrientDoseReference, SeedFormChemistry } from './clinical/dose-types.js';

/**
 * How each seeded chemical form counts toward its nutrient (issue 32, issue 38), shared by the form
 * documents (dose-docs.ts) and the 'Teor' column of the seeded 'Formas Químicas' topics (topics.ts),
 * so that both show the one calculation (domain/chemistry/form-numbers.ts) for the same form.
 */

export type Counting = Pick<SupplementFormDoc, 'basis' | 'moiety_formula' | 'iu_factor' | 'intake_factor' | 'counts_toward_upper_level'>;

/**
 * Vitamins' forms whose amount converts to the nutrient's unit (minerals with a formula count by
 * their elemental fraction). Factors from domain/chemistry/units.ts, each cited there: vitamin D
 * 1 µg = 40 UI (D2 and D3 alike, IOM 2011); vitamin A esters by their retinol share, 1 UI = 0.3 µg
 * retinol (RAE); vitamin E 0.67 mg α-tocopherol per UI natural, 0.45 synthetic (IOM 2000); sodium
 * ascorbate, calcium ascorbate and ascorbyl palmitate by their ascorbic acid share; colecalciferol in oil
 * in UI only; pyridoxine hydrochloride and pyridoxal phosphate by their pyridoxine; cyanocobalamin
 * whole. Where the intake reference and the upper level count a form differently, `intake_factor`
 * (form-numbers.ts): folic acid 1.7 µg DFE per µg (the UL counts µg of folic acid), synthetic
 * dl-α-tocopherol 0.5 (its 2R-stereoisomers; the UL counts all eight), supplemental β-carotene 0.5 µg
 * RAE per µg (not counted by the preformed-vitamin-A UL). Left without a conversion: calcifediol,
 * methylfolate and folinic acid (no DFE factor for the DRIs), methylcobalamin and hydroxocobalamin:
 * their totals show as not computed, never guessed.
 */
export const FORM_COUNTING: Readonly<Record<string, Counting>> = {
  'Vitamina D3 / Colecalciferol (D3)': { basis: 'whole', iu_factor: 1 / VITAMIN_D_IU_PER_MICROGRAM },
  'Vitamina D3 / Ergocalciferol (D2)': { basis: 'whole', iu_factor: 1 / VITAMIN_D_IU_PER_MICROGRAM },
  'Vitamina A / Palmitato de retinila': { basis: 'moiety', moiety_formula: 'C20H30O', iu_factor: RETINOL_MICROGRAMS_PER_IU },
  'Vitamina A / Acetato de retinila': { basis: 'moiety', moiety_formula: 'C20H30O', iu_factor: RETINOL_MICROGRAMS_PER_IU },
  // Supplemental β-carotene: 2 µg per µg RAE (IOM 2001); the preformed-vitamin-A UL does not count it.
  'Vitamina A / Betacaroteno': { basis: 'whole', intake_factor: 1 / SUPPLEMENTAL_BETA_CAROTENE_MICROGRAMS_PER_RAE, counts_toward_upper_level: false },
  'Vitamina E / d-alfa-tocoferol (natural)': { basis: 'whole', iu_factor: ALPHA_TOCOPHEROL_MG_PER_IU.natural },
  // all-rac-α-tocopherol: half of it (the 2R-stereoisomers) counts toward the RDA, all of it toward the UL (IOM 2000).
  'Vitamina E / dl-alfa-tocoferol (sintético)': { basis: 'whole', iu_factor: ALPHA_TOCOPHEROL_MG_PER_IU.synthetic, intake_factor: ALL_RAC_ALPHA_TOCOPHEROL_2R_SHARE },
  'Vitamina C / Ácido ascórbico': { basis: 'whole' },
  'Vitamina C / Ascorbato de sódio': { basis: 'moiety', moiety_formula: 'C6H8O6' },
  // Issue 38. Oil solution: an amount in UI is colecalciferol; a mass of the solution is not.
  'Vitamina D3 / Colecalciferol em óleo (TCM)': { basis: null, iu_factor: 1 / VITAMIN_D_IU_PER_MICROGRAM },
  // Two ascorbates per formula unit of the dihydrate: the moiety counted twice.
  'Vitamina C / Ascorbato de cálcio': { basis: 'moiety', moiety_formula: '2C6H8O6' },
  'Vitamina C / Palmitato de ascorbila': { basis: 'moiety', moiety_formula: 'C6H8O6' },
  // Issue 38, item 2. Vitamin B6 as pyridoxine (IOM 1998 states the ULs "as pyridoxine"): the
  // hydrochloride by its pyridoxine, pyridoxal phosphate by molecular weight, one B6 per molecule
  // (as the TGA computes it: 63.8 % for the monohydrate).
  'Vitamina B6 (Piridoxina) / Cloridrato de piridoxina': { basis: 'moiety', moiety_formula: 'C8H11NO3' },
  'Vitamina B6 (Piridoxina) / Piridoxal-5-fosfato (P5P)': { basis: 'moiety', moiety_formula: 'C8H11NO3' },
  // Cyanocobalamin is the compound named vitamin B12 (Merck Index): its µg are the DRIs' µg.
  'Vitamina B12 / Cianocobalamina': { basis: 'whole' },
  // Folic acid: 1.7 µg DFE per µg taken with food toward the RDA (IOM 1998); the UL is in µg of folic acid.
  'Vitamina B9 (Metilfolato) / Ácido fólico': { basis: 'whole', intake_factor: FOLIC_ACID_DFE_PER_MICROGRAM },
};

const CHEMISTRY = new Map(SEED_FORM_CHEMISTRY.map((entry) => [`${entry.supplement} / ${entry.form}`, entry]));
const NUTRIENT_OF_SUPPLEMENT = new Map(NUTRIENT_DOSES.flatMap((nutrient) => nutrient.supplements.map((name) => [name, nutrient] as const)));

export interface SeededForm {
  chemistry: SeedFormChemistry;
  nutrient: NutrientDoseReference;
  counting: Counting;
}

/** A seeded form of a supplement with a dose reference, with its chemistry and counting; null for any other form. */
export function seededForm(supplement: string, form: string): SeededForm | null {
  const key = `${supplement} / ${form}`;
  const chemistry = CHEMISTRY.get(key);
  const nutrient = NUTRIENT_OF_SUPPLEMENT.get(supplement);
  if (!chemistry || !nutrient) return null;
  const counting = FORM_COUNTING[key] ?? { basis: chemistry.formula && chemistry.element ? 'element' : null };
  return { chemistry, nutrient, counting };
}

/** The share of a seeded form counted as its nutrient (toward its intake reference), from the one calculation; null when not counted. */
export function seededFraction(seeded: SeededForm): number | null {
  const { chemistry, nutrient, counting } = seeded;
  const fields = { formula: chemistry.formula, basis: counting.basis ?? null, moiety_formula: counting.moiety_formula ?? null, intake_factor: counting.intake_factor ?? null };
  return formNumbers(fields, { element: nutrient.element }).fraction;
}

const percentText = (fraction: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction * 100);

/** Text that states a percentage ('~16% de Mg elementar', '100% vitamina C'). */
const STATES_A_PERCENT = /\d\s*%/;

/**
 * The 'Teor' cell of a seeded form's row in its 'Formas Químicas' topic: for a counted form the
 * share the monograph's 'Doses por população' and the formula builder show ('14,1 % Mg', '88,9 % de
 * ácido ascórbico') where the cell states a share or the form counts by its element; for a form
 * not counted, never a percentage of its own ('Teor não calculado'); any other cell as written.
 */
export function teorCell(supplement: string, form: string, written: string): string {
  const seeded = seededForm(supplement, form);
  if (!seeded) return written;
  const fraction = seededFraction(seeded);
  if (fraction === null) {
    if (!STATES_A_PERCENT.test(written)) return written;
    return `Teor não calculado: ${seeded.chemistry.notCounted ?? (seeded.chemistry.formula ? 'sem conversão confirmada' : 'sem fórmula confirmada')}`;
  }
  if (seeded.counting.basis !== 'element' && !STATES_A_PERCENT.test(written)) return written;
  const percent = percentText(fraction);
  return seeded.counting.basis === 'element' && seeded.nutrient.element ? `${percent} % ${seeded.nutrient.element}` : `${percent} % de ${seeded.nutrient.expressedAs.pt}`;
}
