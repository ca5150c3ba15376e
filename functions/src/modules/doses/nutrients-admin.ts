import type { Nutrient, NutrientListAnswer } from '../../contract/doses-answers.js';
import type { NutrientData, NutrientUpdateData } from '../../contract/doses.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import { COLLECTIONS, type Actor, type NutrientDoc, type SupplementDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { slugify } from '../../domain/slug.js';
import { AppError, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store, Transaction } from '../../store/port.js';
import { createContentWriter } from '../content/port.js';
import type { SupplementReader } from '../supplements/port.js';
import { NUTRIENT_IN_USE, nutrientChangeProblems, nutrientProblems, refuse, supplementMissing } from './checks.js';
import { presentNutrient, presentNutrientRow } from './present.js';
import { formsOfNutrient, type DosesRepository } from './repository.js';
import { NUTRIENT_NOT_FOUND } from './service.js';

/** More forms than any nutrient has; the change check reads them all. */
const MAX_FORMS_PER_NUTRIENT = 500;

/** The stored fields of a nutrient from the editor's input (names and 'expressed as' typed in both languages). */
function nutrientFields(input: NutrientData) {
  return {
    name: input.name,
    name_en: input.name_en,
    unit: input.unit,
    expressed_as: input.expressed_as,
    element: input.element,
    upper_level_scope: input.upper_level_scope,
    supplement_ids: [...new Set(input.supplement_ids)],
    groups: input.groups,
    sources: input.sources,
    keywords: buildKeywords(input.name, input.name_en),
    i18n: { en: { expressed_as: input.expressed_as_en } },
  };
}

/** The supplements named must exist: 400 naming each one that does not, on its index. */
async function checkSupplements(tx: Transaction, ids: readonly number[]): Promise<void> {
  const problems: Record<string, string[]> = {};
  for (const [index, id] of ids.entries()) {
    if (!(await tx.get(COLLECTIONS.supplements, String(id)))) problems[`supplement_ids.${index}`] = [supplementMissing(id)];
  }
  refuse(problems, 400);
}

/** Nutrients in the dashboard (admin only): through the content write path, so versioned, audited, trashed and revision-checked. */
export function createNutrientsAdmin(deps: { doses: DosesRepository; supplements: SupplementReader; store: Store; jobs: JobQueue; now: () => Date }) {
  const writer = createContentWriter(deps);

  async function supplementsOf(docs: readonly NutrientDoc[]): Promise<Map<number, SupplementDoc>> {
    const found = await deps.supplements.getMany([...new Set(docs.flatMap((doc) => doc.supplement_ids))]);
    return new Map(found.map((doc) => [doc.id, doc]));
  }
  const present = async (doc: NutrientDoc): Promise<Nutrient> => presentNutrient(doc, await supplementsOf([doc]));

  async function list(query: ListQuery): Promise<NutrientListAnswer> {
    const page = await deps.doses.listNutrients(query.page, PAGE_SIZE, query.search);
    const supplements = await supplementsOf(page.data);
    return { ...page, data: page.data.map((doc) => presentNutrientRow(doc, supplements)) };
  }

  async function get(id: number): Promise<Nutrient> {
    const doc = await deps.doses.getNutrient(id);
    if (!doc) throw notFound(NUTRIENT_NOT_FOUND);
    return present(doc);
  }

  async function create(input: NutrientData, actor: Actor): Promise<Nutrient> {
    refuse(nutrientProblems(input));
    const doc = await writer.create<NutrientDoc>({
      type: 'nutrient',
      actor,
      read: async (tx) => {
        await checkSupplements(tx, input.supplement_ids);
        return undefined;
      },
      slugBase: () => slugify(input.name) || 'nutriente',
      build: ({ id, slug, stamp }) => ({ id, slug, ...nutrientFields(input), ...stamp }),
    });
    return present(doc);
  }

  async function update(id: number, input: NutrientUpdateData, actor: Actor): Promise<Nutrient> {
    refuse(nutrientProblems(input));
    const { item } = await writer.update<NutrientDoc>({
      type: 'nutrient',
      id,
      actor,
      notFoundMessage: NUTRIENT_NOT_FOUND,
      revision: input.revision,
      read: async (tx) => {
        await checkSupplements(tx, input.supplement_ids);
        refuse(nutrientChangeProblems(input, await formsOfNutrient(tx, id, MAX_FORMS_PER_NUTRIENT)));
        return undefined;
      },
      patch: () => nutrientFields(input),
    });
    return present(item);
  }

  /** To the trash; refused while a chemical form counts toward it. */
  async function remove(id: number, actor: Actor): Promise<void> {
    await writer.remove<NutrientDoc>({
      type: 'nutrient',
      id,
      actor,
      notFoundMessage: NUTRIENT_NOT_FOUND,
      read: async (tx) => {
        if ((await formsOfNutrient(tx, id, 1)).length > 0) throw new AppError(422, NUTRIENT_IN_USE);
        return undefined;
      },
    });
  }

  return { list, get, create, update, remove };
}
export type NutrientsAdmin = ReturnType<typeof createNutrientsAdmin>;
