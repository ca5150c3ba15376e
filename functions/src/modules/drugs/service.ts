import type { ConditionAdmin, DrugAdmin, DrugClassAdmin } from '../../contract/drugs-answers.js';
import type { ConditionData, ConditionUpdateData, DrugClassData, DrugClassUpdateData, DrugData, DrugUpdateData } from '../../contract/drugs.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { Option } from '../../contract/answer-shapes.js';
import { COLLECTIONS, type Actor, type ConditionDoc, type DrugClassDoc, type DrugDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { mapPage } from '../../store/paginate.js';
import type { Store, Transaction } from '../../store/port.js';
import { createContentWriter } from '../content/port.js';
import { isNamedByInteraction } from '../interactions/port.js';
import { NOT_FOUND, type ClinicalKind, type DrugsRepository } from './repository.js';

export { NOT_FOUND };

const IN_USE: Record<ClinicalKind, string> = {
  drug: 'Não é possível deletar: este medicamento está em interações cadastradas. Remova-as antes.',
  drug_class: 'Não é possível deletar: esta classe está em interações cadastradas. Remova-as antes.',
  condition: 'Não é possível deletar: esta condição está em interações cadastradas. Remova-as antes.',
};
export const CLASS_HAS_DRUGS = 'Não é possível deletar: esta classe possui medicamentos. Retire-a deles antes.';
/** The drug form's select shows every class; a few hundred at most in practice. */
const MAX_CLASS_OPTIONS = 500;

const stamps = (doc: { created_at: string; updated_at: string; revision?: number }) => ({ created_at: doc.created_at, updated_at: doc.updated_at, revision: doc.revision ?? 0 });

export function presentDrug(drug: DrugDoc, classes: ReadonlyMap<number, string>): DrugAdmin {
  return {
    id: drug.id,
    name: drug.name,
    name_en: drug.name_en,
    synonyms: drug.synonyms,
    brands: drug.brands,
    classes: drug.class_ids.flatMap((id) => (classes.has(id) ? [{ id, name: classes.get(id) ?? '' }] : [])),
    ...stamps(drug),
  };
}

const presentClass = (item: DrugClassDoc, drugsCount: number): DrugClassAdmin => ({ id: item.id, name: item.name, name_en: item.name_en, synonyms: item.synonyms, drugs_count: drugsCount, ...stamps(item) });
const presentCondition = (item: ConditionDoc): ConditionAdmin => ({ id: item.id, name: item.name, name_en: item.name_en, synonyms: item.synonyms, ...stamps(item) });

/** The classes a drug names must exist (422 on `class_ids`). */
async function checkClasses(tx: Transaction, ids: readonly number[]): Promise<undefined> {
  for (const id of ids) {
    if (!(await tx.get(COLLECTIONS.drugClasses, String(id)))) throw new AppError(422, NOT_FOUND.drug_class, { class_ids: [NOT_FOUND.drug_class] });
  }
  return undefined;
}

/** Dashboard management of drugs, drug classes and conditions (admin only; the content write path). */
export function createDrugsService(deps: { drugs: DrugsRepository; store: Store; jobs: JobQueue; now: () => Date }) {
  const writer = createContentWriter(deps);

  async function classNames(drugs: readonly DrugDoc[]): Promise<Map<number, string>> {
    const classes = await deps.drugs.getMany('drug_class', drugs.flatMap((drug) => drug.class_ids));
    return new Map(classes.map((item) => [item.id, item.name]));
  }

  async function presentDrugs(drugs: DrugDoc[]): Promise<DrugAdmin[]> {
    const names = await classNames(drugs);
    return drugs.map((drug) => presentDrug(drug, names));
  }

  const drugFields = (input: DrugData) => ({
    name: input.name,
    name_en: input.name_en,
    synonyms: input.synonyms,
    brands: input.brands,
    class_ids: input.class_ids,
    keywords: buildKeywords(input.name, input.name_en, ...input.synonyms, ...input.brands),
  });
  const namedFields = (input: DrugClassData | ConditionData) => ({
    name: input.name,
    name_en: input.name_en,
    synonyms: input.synonyms,
    keywords: buildKeywords(input.name, input.name_en, ...input.synonyms),
  });

  async function removeItem(kind: ClinicalKind, id: number, actor: Actor): Promise<void> {
    await writer.remove<DrugDoc | DrugClassDoc | ConditionDoc>({
      type: kind,
      id,
      actor,
      notFoundMessage: NOT_FOUND[kind],
      read: async (tx) => {
        if (await isNamedByInteraction(tx, kind, id)) throw new AppError(422, IN_USE[kind]);
        if (kind === 'drug_class') {
          const drugs = await tx.query({ collection: COLLECTIONS.drugs, where: [{ field: 'class_ids', op: 'array-contains', value: id }], limit: 1 });
          if (drugs.length > 0) throw new AppError(422, CLASS_HAS_DRUGS);
        }
      },
    });
  }

  const drugs = {
    async list(query: ListQuery) {
      const page = await deps.drugs.list('drug', query.page, PAGE_SIZE, query.search);
      return { ...page, data: await presentDrugs(page.data) };
    },
    async get(id: number) {
      const drug = await deps.drugs.get('drug', id);
      if (!drug) throw notFound(NOT_FOUND.drug);
      return (await presentDrugs([drug]))[0]!;
    },
    async create(input: DrugData, actor: Actor) {
      const drug = await writer.create<DrugDoc>({
        type: 'drug',
        actor,
        read: (tx) => checkClasses(tx, input.class_ids),
        build: ({ id, stamp }) => ({ id, ...drugFields(input), ...stamp }),
      });
      return (await presentDrugs([drug]))[0]!;
    },
    async update(id: number, input: DrugUpdateData, actor: Actor) {
      const { item } = await writer.update<DrugDoc>({
        type: 'drug',
        id,
        actor,
        notFoundMessage: NOT_FOUND.drug,
        revision: input.revision,
        read: (tx) => checkClasses(tx, input.class_ids),
        patch: () => drugFields(input),
      });
      return (await presentDrugs([item]))[0]!;
    },
    remove: (id: number, actor: Actor) => removeItem('drug', id, actor),
  };

  const drugClasses = {
    async list(query: ListQuery) {
      const page = await deps.drugs.list('drug_class', query.page, PAGE_SIZE, query.search);
      const counts = await Promise.all(page.data.map((item) => deps.drugs.drugsOfClass(item.id)));
      return { ...page, data: page.data.map((item, index) => presentClass(item, counts[index] ?? 0)) };
    },
    async get(id: number) {
      const item = await deps.drugs.get('drug_class', id);
      if (!item) throw notFound(NOT_FOUND.drug_class);
      return presentClass(item, await deps.drugs.drugsOfClass(id));
    },
    async create(input: DrugClassData, actor: Actor) {
      const item = await writer.create<DrugClassDoc>({ type: 'drug_class', actor, build: ({ id, stamp }) => ({ id, ...namedFields(input), ...stamp }) });
      return presentClass(item, 0);
    },
    async update(id: number, input: DrugClassUpdateData, actor: Actor) {
      const { item } = await writer.update<DrugClassDoc>({ type: 'drug_class', id, actor, notFoundMessage: NOT_FOUND.drug_class, revision: input.revision, patch: () => namedFields(input) });
      return presentClass(item, await deps.drugs.drugsOfClass(id));
    },
    remove: (id: number, actor: Actor) => removeItem('drug_class', id, actor),
    async options(): Promise<Option[]> {
      return (await deps.drugs.allClasses(MAX_CLASS_OPTIONS)).map(({ id, name }) => ({ id, name }));
    },
  };

  const conditions = {
    async list(query: ListQuery) {
      return mapPage(await deps.drugs.list('condition', query.page, PAGE_SIZE, query.search), presentCondition);
    },
    async get(id: number) {
      const item = await deps.drugs.get('condition', id);
      if (!item) throw notFound(NOT_FOUND.condition);
      return presentCondition(item);
    },
    async create(input: ConditionData, actor: Actor) {
      return presentCondition(await writer.create<ConditionDoc>({ type: 'condition', actor, build: ({ id, stamp }) => ({ id, ...namedFields(input), ...stamp }) }));
    },
    async update(id: number, input: ConditionUpdateData, actor: Actor) {
      const { item } = await writer.update<ConditionDoc>({ type: 'condition', id, actor, notFoundMessage: NOT_FOUND.condition, revision: input.revision, patch: () => namedFields(input) });
      return presentCondition(item);
    },
    remove: (id: number, actor: Actor) => removeItem('condition', id, actor),
  };

  return { drugs, drugClasses, conditions };
}
export type DrugsService = ReturnType<typeof createDrugsService>;
