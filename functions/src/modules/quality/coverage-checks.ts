import type { QualityItem } from '../../contract/quality-answers.js';
import { formNumbers } from '../../domain/chemistry/form-numbers.js';
import { reviewDueBefore } from '../../contract/supplements.js';
import type { PopulationGroupKey } from '../../domain/docs.js';
import { monographReviewOf } from './review.js';
import { finding, supplementRefOf, type QualitySnapshot } from './snapshot.js';


/** The chemical forms of the supplements that count as a nutrient, whose amount cannot be counted as it (no formula, basis or link). */
export function formFindings(snapshot: QualitySnapshot): QualityItem[] {
  const supplements = new Map(snapshot.supplements.map((supplement) => [supplement.id, supplement]));
  const nutrientOfSupplement = new Map(snapshot.nutrients.flatMap((nutrient) => nutrient.supplement_ids.map((id) => [id, nutrient] as const)));
  const nutrients = new Map(snapshot.nutrients.map((nutrient) => [nutrient.id, nutrient]));
  return snapshot.forms.flatMap((form) => {
    const supplement = supplements.get(form.supplement_id);
    const nutrient = (form.nutrient_id ? nutrients.get(form.nutrient_id) : undefined) ?? nutrientOfSupplement.get(form.supplement_id);
    if (!supplement || !nutrient) return [];
    const counted = form.nutrient_id ? formNumbers(form, nutrient).fraction !== null : false;
    return counted ? [] : [{ ...finding('form_without_formula'), supplement: supplementRefOf(supplement), target: { type: 'supplement_form' as const, id: form.id, name: form.name } }];
  });
}

/** Nutrients with a population group that has no ANVISA maximum. */
export function anvisaFindings(snapshot: QualitySnapshot): QualityItem[] {
  return snapshot.nutrients.flatMap((nutrient) => {
    const missing = (Object.entries(nutrient.groups) as [PopulationGroupKey, (typeof nutrient.groups)[PopulationGroupKey]][])
      .filter(([, doses]) => !doses?.anvisa_max)
      .map(([group]) => group);
    return missing.length === 0 ? [] : [{ ...finding('nutrient_without_anvisa'), target: { type: 'nutrient' as const, id: nutrient.id, name: nutrient.name }, missing_groups: missing }];
  });
}

/**
 * Monographs never reviewed, or last reviewed more than 12 months before `now`, by the explicit review
 * recorded on the supplement ('Marcar como revisado', as the dashboard's list shows it); the oldest first.
 */
export function reviewFindings(snapshot: QualitySnapshot, now: Date): QualityItem[] {
  const dueAt = reviewDueBefore(now);
  return snapshot.supplements
    .map((supplement) => ({ supplement, reviewed: monographReviewOf(supplement) }))
    .filter(({ reviewed }) => reviewed === null || reviewed.at < dueAt)
    .sort((a, b) => (a.reviewed?.at ?? '').localeCompare(b.reviewed?.at ?? '') || a.supplement.name.localeCompare(b.supplement.name, 'pt-BR'))
    .map(({ supplement, reviewed }) => ({ ...finding('review_due'), supplement: supplementRefOf(supplement), reviewed_at: reviewed?.at ?? null }));
}

/**
 * Drugs and conditions no interaction names. A drug counts as named when a record names it or one of
 * its classes (a class record reaches its members in the checker).
 */
export function unusedFindings(snapshot: QualitySnapshot): QualityItem[] {
  const named = new Set(snapshot.interactions.map((record) => `${record.other_kind}:${record.other_id}`));
  const drugs = snapshot.drugs
    .filter((drug) => !named.has(`drug:${drug.id}`) && !drug.class_ids.some((classId) => named.has(`drug_class:${classId}`)))
    .map((drug) => ({ ...finding('drug_without_interaction'), target: { type: 'drug' as const, id: drug.id, name: drug.name } }));
  const conditions = snapshot.conditions
    .filter((condition) => !named.has(`condition:${condition.id}`))
    .map((condition) => ({ ...finding('condition_without_interaction'), target: { type: 'condition' as const, id: condition.id, name: condition.name } }));
  const byName = (a: QualityItem, b: QualityItem) => (a.target?.name ?? '').localeCompare(b.target?.name ?? '', 'pt-BR');
  return [...drugs.sort(byName), ...conditions.sort(byName)];
}
