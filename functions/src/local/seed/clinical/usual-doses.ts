import type { NutrientKey, PopulationGroupKey, SourceKey } from './dose-types.js';

/** A usual supplemental daily dose a published source states for a group, in the nutrient's unit. */
export interface UsualDose {
  low: number;
  high: number;
  source: SourceKey;
}

/**
 * DEMONSTRATION CONTENT: 'Dose usual' by nutrient and population group (issue 38), only where a
 * cited source states a dose for that group, in the unit of the nutrient's reference (elemental
 * iron in mg, ...). Everything else stays empty. Looked for and left out (docs/decisions/doses-and-forms.md): the
 * NIH ODS fact sheets describe what supplements typically contain, not a dose for a group; WHO's
 * iodine supplementation applies only where under 20% of households have iodised salt (not Brazil);
 * WHO's calcium in pregnancy is for populations with a low calcium intake, to prevent pre-eclampsia,
 * a condition the field cannot carry; WHO's 400 µg of folic acid is not in the µg DFE the folate
 * reference counts.
 */
export const USUAL_DOSES: Readonly<Partial<Record<NutrientKey, Partial<Record<PopulationGroupKey, UsualDose>>>>> = {
  // "Daily oral iron and folic acid supplementation with 30 mg to 60 mg of elemental iron ... is
  // recommended for pregnant women" (WHO antenatal care recommendation, 2016).
  ferro: { gestantes: { low: 30, high: 60, source: 'who-anc-daily-iron' } },
};
