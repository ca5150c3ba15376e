import type { SupplementDosesAnswer, SupplementFormEditable } from '../../contract/doses-answers.js';
import type { Locale, NutrientDoc, SupplementDoc, SupplementFormDoc } from '../../domain/docs.js';
import { notFound } from '../../http/errors.js';
import type { SupplementReader } from '../supplements/port.js';
import { presentFormChemistry, presentFormEditable, presentNutrientDoses } from './present.js';
import type { DosesRepository } from './repository.js';

export const SUPPLEMENT_NOT_FOUND = 'Suplemento não encontrado';
export const FORM_NOT_FOUND = 'Forma química não encontrada';
export const NUTRIENT_NOT_FOUND = 'Nutriente não encontrado';

export interface DosesReaders {
  doses: DosesRepository;
  supplements: SupplementReader;
}

const supplementName = (doc: SupplementDoc, locale: Locale) => (locale === 'en' ? doc.i18n?.en?.name || doc.name : doc.name);

/** The nutrients the forms count toward, by id: those already read, then the rest in one read. */
async function nutrientsOfForms(deps: DosesReaders, forms: readonly SupplementFormDoc[], known: readonly NutrientDoc[]): Promise<Map<number, NutrientDoc>> {
  const byId = new Map(known.map((doc) => [doc.id, doc]));
  const missing = forms.flatMap((form) => (typeof form.nutrient_id === 'number' && !byId.has(form.nutrient_id) ? [form.nutrient_id] : []));
  for (const doc of await deps.doses.getNutrients(missing)) byId.set(doc.id, doc);
  return byId;
}

const nutrientOf = (form: SupplementFormDoc, byId: ReadonlyMap<number, NutrientDoc>) => (typeof form.nutrient_id === 'number' ? (byId.get(form.nutrient_id) ?? null) : null);

/** The monograph's dose table and the dashboard's reads of forms' chemistry. */
export function createDosesReadService(deps: DosesReaders) {
  /** GET supplements/slug/{slug}/doses: public reference values, for every reader (docs/decisions/doses-and-forms.md, "Doses by population (API)"). */
  async function ofSupplement(slug: string, locale: Locale): Promise<SupplementDosesAnswer> {
    const supplement = await deps.supplements.getBySlug(slug);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    const [nutrients, forms] = await Promise.all([deps.doses.nutrientsOfSupplement(supplement.id), deps.doses.formsOf(supplement.id)]);
    const byId = await nutrientsOfForms(deps, forms, nutrients);
    const collator = new Intl.Collator(locale === 'en' ? 'en' : 'pt-BR');
    const shown = nutrients.map((doc) => presentNutrientDoses(doc, locale)).sort((a, b) => collator.compare(a.name, b.name));
    return {
      supplement: { id: supplement.id, name: supplementName(supplement, locale), slug: supplement.slug },
      nutrients: shown,
      forms: forms.map((form) => presentFormChemistry(form, nutrientOf(form, byId), locale)),
    };
  }

  /** GET supplements/{id}/forms/chemistry (admin). */
  async function formsForEditing(supplementId: number): Promise<SupplementFormEditable[]> {
    const supplement = await deps.supplements.get(supplementId);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    const forms = await deps.doses.formsOf(supplementId);
    const byId = await nutrientsOfForms(deps, forms, []);
    return forms.map((form) => presentFormEditable(form, nutrientOf(form, byId)));
  }

  /** GET supplement-forms/{id} (admin). */
  async function formForEditing(id: number): Promise<SupplementFormEditable> {
    const form = await deps.doses.getForm(id);
    if (!form) throw notFound(FORM_NOT_FOUND);
    const byId = await nutrientsOfForms(deps, [form], []);
    return presentFormEditable(form, nutrientOf(form, byId));
  }

  return { ofSupplement, formsForEditing, formForEditing };
}
export type DosesReadService = ReturnType<typeof createDosesReadService>;
