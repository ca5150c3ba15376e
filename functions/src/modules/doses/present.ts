import type { FormChemistry, Nutrient, NutrientDoses, NutrientListAnswer, NutrientRef, SupplementFormEditable } from '../../contract/doses-answers.js';
import { POPULATION_GROUP_NAMES, POPULATION_GROUPS } from '../../contract/doses.js';
import type { Locale, NutrientDoc, SupplementDoc, SupplementFormDoc } from '../../domain/docs.js';
import { formNumbers } from '../../domain/chemistry/form-numbers.js';

/**
 * Nutrients and forms as the answers show them. Names and 'expressed as' are typed in both
 * languages (never machine-translated): English from `name_en` and `i18n.en.expressed_as`.
 */

const nutrientName = (doc: NutrientDoc, locale: Locale) => (locale === 'en' ? doc.name_en || doc.name : doc.name);
const expressedAs = (doc: NutrientDoc, locale: Locale) => (locale === 'en' ? doc.i18n?.en?.expressed_as || doc.expressed_as : doc.expressed_as);
const formName = (doc: SupplementFormDoc, locale: Locale) => (locale === 'en' ? doc.name_en || doc.name : doc.name);

export function presentNutrientRef(doc: NutrientDoc, locale: Locale): NutrientRef {
  return { id: doc.id, name: nutrientName(doc, locale), slug: doc.slug, unit: doc.unit, expressed_as: expressedAs(doc, locale) };
}

const nutrientFields = (doc: NutrientDoc, locale: Locale) => ({
  id: doc.id,
  name: nutrientName(doc, locale),
  slug: doc.slug,
  unit: doc.unit,
  expressed_as: expressedAs(doc, locale),
  element: doc.element,
  upper_level_scope: doc.upper_level_scope,
});

const EMPTY_GROUP = { intake: null, upper_level: null, anvisa_max: null, usual_dose: null };

/** The monograph's table of one nutrient: the eight groups in the order of IN 28/2018 Annex IV. */
export function presentNutrientDoses(doc: NutrientDoc, locale: Locale): NutrientDoses {
  return {
    ...nutrientFields(doc, locale),
    groups: POPULATION_GROUPS.map((group) => ({ group, name: POPULATION_GROUP_NAMES[group][locale], doses: doc.groups[group] ?? EMPTY_GROUP })),
    sources: doc.sources,
  };
}

/** A nutrient as stored, for the dashboard's editor (Portuguese and English side by side). */
export function presentNutrient(doc: NutrientDoc, supplements: ReadonlyMap<number, SupplementDoc>): Nutrient {
  return {
    ...nutrientFields(doc, 'pt'),
    name_en: doc.name_en,
    expressed_as_en: doc.i18n?.en?.expressed_as ?? '',
    supplements: doc.supplement_ids.flatMap((id) => {
      const supplement = supplements.get(id);
      return supplement ? [{ id, name: supplement.name }] : [];
    }),
    groups: Object.fromEntries(POPULATION_GROUPS.map((group) => [group, doc.groups[group] ?? EMPTY_GROUP])) as Nutrient['groups'],
    sources: doc.sources,
    revision: doc.revision ?? 0,
    updated_at: doc.updated_at,
  };
}

export function presentNutrientRow(doc: NutrientDoc, supplements: ReadonlyMap<number, SupplementDoc>): NutrientListAnswer['data'][number] {
  return { id: doc.id, name: doc.name, unit: doc.unit, element: doc.element, supplements: doc.supplement_ids.flatMap((id) => supplements.get(id)?.name ?? []), updated_at: doc.updated_at };
}

/** A form and its chemistry; `nutrient` is the form's nutrient document when it has one. */
export function presentFormChemistry(form: SupplementFormDoc, nutrient: NutrientDoc | null, locale: Locale): FormChemistry {
  const counted = nutrient && form.nutrient_id === nutrient.id ? nutrient : null;
  const numbers = formNumbers(form, counted);
  return {
    id: form.id,
    supplement_id: form.supplement_id,
    name: formName(form, locale),
    formula: form.formula ?? null,
    formula_source: form.formula_source ?? null,
    molar_mass: numbers.molar_mass,
    nutrient: counted ? presentNutrientRef(counted, locale) : null,
    basis: form.basis ?? null,
    moiety_formula: form.moiety_formula ?? null,
    fraction: numbers.fraction,
    upper_level_fraction: numbers.upper_level_fraction,
    intake_factor: form.intake_factor ?? null,
    iu_factor: form.iu_factor ?? null,
    counts_toward_upper_level: form.counts_toward_upper_level ?? true,
  };
}

/** A form as stored, for the dashboard's editor. */
export function presentFormEditable(form: SupplementFormDoc, nutrient: NutrientDoc | null): SupplementFormEditable {
  const chemistry = presentFormChemistry(form, nutrient, 'pt');
  return {
    ...chemistry,
    nutrient: chemistry.nutrient && nutrient ? { ...chemistry.nutrient, element: nutrient.element } : null,
    name: form.name,
    name_en: form.name_en,
    revision: form.revision ?? 0,
    updated_at: form.updated_at ?? null,
  };
}
