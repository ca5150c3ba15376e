/** The kinds of findings of the content-quality report, in the dashboard's order (issue 39). */
export const QUALITY_KINDS = [
  'prose_without_interaction',
  'severity_disagrees',
  'dose_above_upper_level',
  'form_without_formula',
  'nutrient_without_anvisa',
  'review_due',
  'drug_without_interaction',
  'condition_without_interaction',
] as const;
export type QualityKind = (typeof QUALITY_KINDS)[number];
