import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { SupplementIndicationsData } from '../../contract/evidence.js';
import type { SupplementData } from '../../contract/supplements.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import type { CategorySupplementsAnswer, SupplementAnswer, SupplementCard, SupplementCreatedAnswer, SupplementIndicationsAnswer, SupplementUpdatedAnswer, UpdatedSupplementsAnswer } from '../../contract/supplements-answers.js';
import { COLLECTIONS, type Actor, type CategoryDoc, type CategoryRef, type Locale, type SupplementDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { buildKeywords, searchToken } from '../../domain/keywords.js';
import { slugify } from '../../domain/slug.js';
import { AppError, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { nextId } from '../../store/ids.js';
import { mapPage } from '../../store/paginate.js';
import { increment, type Patch, type Store, type Transaction } from '../../store/port.js';
import { moveToTrash, nextRevision, recordContentChange, scheduleTrashMove, scheduleVersionPrune, withoutRemovedPaths } from '../history/port.js';
import { scheduleSupplementCopies } from './copies-job.js';
import { bumpSearchVersion, scheduleSearchIndexBuild } from '../search/port.js';
import { staleEnglishPatch } from '../../domain/english.js';
import { categoryRef, patchCategory, readCategory, uniqueSlug, type CategoryReader } from '../categories/port.js';
import { CATEGORY_NOT_FOUND, presentCategoryHeader } from '../categories/service.js';
import {
  patchSupplement,
  readSupplement,
  writeNewSupplement,
  type SupplementsRepository,
} from './repository.js';

export const SUPPLEMENT_NOT_FOUND = 'Suplemento não encontrado';

interface SupplementsDeps {
  store: Store;
  supplements: SupplementsRepository;
  categories: CategoryReader;
  now: () => Date;
  /** Background jobs: a catalogue write asks for a search index build. */
  jobs: JobQueue;
}

const categoryFieldError = (message: string) => new AppError(422, message, { category_id: [message] });

/** The category of a supplement in the caller's locale (the stored copy is Portuguese). */
function categoryFor(supplement: SupplementDoc, categories: Map<number, CategoryDoc>, locale: Locale): CategoryRef {
  const category = categories.get(supplement.category_id);
  return category ? presentCategoryHeader(category, locale) : supplement.category;
}

/** A supplement as lists answer it. */
export function presentSupplement(supplement: SupplementDoc, category: CategoryRef, locale: Locale): SupplementCard {
  return {
    id: supplement.id,
    name: localized(supplement, 'name', locale),
    slug: supplement.slug,
    is_paid: supplement.is_paid,
    order: supplement.order,
    category_id: supplement.category_id,
    created_at: supplement.created_at,
    updated_at: supplement.updated_at,
    category,
  };
}

/** Supplements: lists by category, the detail, the admin form, and writes that keep supplements_count right. */
export function createSupplementsService(deps: SupplementsDeps) {
  const { supplements, categories } = deps;

  async function categoriesById(list: SupplementDoc[]): Promise<Map<number, CategoryDoc>> {
    const found = await categories.getMany([...new Set(list.map((supplement) => supplement.category_id))]);
    return new Map(found.map((category) => [category.id, category]));
  }

  async function listByCategorySlug(slug: string, query: ListQuery, locale: Locale): Promise<CategorySupplementsAnswer> {
    const category = await categories.getBySlug(slug);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    const header = presentCategoryHeader(category, locale);
    const page = await supplements.listByCategory(category.id, searchToken(query.search ?? ''), query.page, PAGE_SIZE);
    return { category: header, items: mapPage(page, (supplement) => presentSupplement(supplement, header, locale)) };
  }

  async function recentlyUpdated(count: number, locale: Locale): Promise<UpdatedSupplementsAnswer> {
    const list = await supplements.listRecentlyUpdated(count);
    const byId = await categoriesById(list);
    return { items: list.map((supplement) => presentSupplement(supplement, categoryFor(supplement, byId, locale), locale)) };
  }

  async function getBySlug(slug: string, locale: Locale): Promise<SupplementAnswer> {
    const supplement = await supplements.getBySlug(slug);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    const byId = await categoriesById([supplement]);
    return { item: presentSupplement(supplement, categoryFor(supplement, byId, locale), locale) };
  }

  async function getForAdmin(id: number): Promise<SupplementAnswer> {
    const supplement = await supplements.get(id);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    // The category document, not the copy: a renamed category's copies are rewritten by a job.
    const byId = await categoriesById([supplement]);
    return { item: presentSupplement(supplement, categoryFor(supplement, byId, 'pt'), 'pt') };
  }

  /** Supplements go into existing categories that do not hold subcategories. */
  async function readTargetCategory(tx: Transaction, categoryId: number): Promise<CategoryDoc> {
    const category = await readCategory(tx, categoryId);
    if (!category) throw categoryFieldError(CATEGORY_NOT_FOUND);
    if (category.has_subcategory === 1) {
      throw categoryFieldError('Esta categoria possui subcategorias: escolha uma delas para o suplemento.');
    }
    return category;
  }

  async function create(input: SupplementData, actor: Actor): Promise<SupplementCreatedAnswer> {
    const created = await deps.store.transaction(async (tx) => {
      const category = await readTargetCategory(tx, input.category_id);
      const slug = await uniqueSlug(tx, COLLECTIONS.supplements, slugify(input.name) || 'suplemento');
      const id = await nextId(tx, COLLECTIONS.supplements);
      const now = deps.now().toISOString();
      const doc: SupplementDoc = {
        id,
        name: input.name,
        slug,
        is_paid: input.is_paid,
        order: input.order,
        category_id: category.id,
        category: categoryRef(category),
        keywords: buildKeywords(input.name),
        revision: 1,
        updated_by: actor,
        created_at: now,
        updated_at: now,
      };
      writeNewSupplement(tx, doc);
      recordContentChange(tx, { type: 'supplement', action: 'create', item: doc, actor, at: now });
      bumpSearchVersion(tx);
      patchCategory(tx, category.id, { supplements_count: increment(1) });
      return doc;
    });
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleVersionPrune(deps.jobs, 'supplement', created.id);
    return { message: 'Novo suplemento cadastrado', item: presentSupplement(created, created.category, 'pt') };
  }

  async function update(id: number, input: SupplementData, actor: Actor): Promise<SupplementUpdatedAnswer> {
    const updated = await deps.store.transaction(async (tx) => {
      const current = await readSupplement(tx, id);
      if (!current) throw notFound(SUPPLEMENT_NOT_FOUND);
      const moving = input.category_id !== current.category_id;
      // Read even when staying: the copy written back is the category's current one (its rename job may lag).
      const category = moving ? await readTargetCategory(tx, input.category_id) : await readCategory(tx, current.category_id);
      const renamed = input.name !== current.name;
      const copiesChange = moving || renamed || input.is_paid !== current.is_paid;

      const now = deps.now().toISOString();
      const fields = {
        name: input.name,
        is_paid: input.is_paid,
        order: input.order,
        category_id: input.category_id,
        category: category ? categoryRef(category) : current.category,
        revision: nextRevision(current),
        updated_by: actor,
        updated_at: now,
      };
      const patch: Patch = { ...fields };
      // A renamed supplement's English name is stale: answer the Portuguese one until it is translated again.
      if (renamed) Object.assign(patch, { keywords: buildKeywords(input.name), ...staleEnglishPatch(['name']) });
      patchSupplement(tx, id, patch);
      bumpSearchVersion(tx);
      if (moving) {
        patchCategory(tx, current.category_id, { supplements_count: increment(-1) });
        patchCategory(tx, input.category_id, { supplements_count: increment(1) });
      }
      const next: SupplementDoc = withoutRemovedPaths({ ...current, ...fields, ...(renamed ? { keywords: buildKeywords(input.name) } : {}) }, patch);
      recordContentChange(tx, { type: 'supplement', action: 'update', item: next, previous: current, actor, at: now });
      return { next, previous: current, copiesChange };
    });
    // The copy on its topics follows in bounded steps; readers take the supplement from its own document.
    if (updated.copiesChange) await scheduleSupplementCopies(deps.jobs, updated.previous);
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleVersionPrune(deps.jobs, 'supplement', id);
    return { message: 'Suplemento foi atualizado!', item: presentSupplement(updated.next, updated.next.category, 'pt') };
  }

  /**
   * Moves the supplement to the trash and updates its category's count at once; its topics and the
   * favourites pointing at it follow in the `moveTrash` job, in bounded steps (readers serve no topic
   * of an absent supplement meanwhile). Restorable together for 30 days.
   */
  async function remove(id: number, actor: Actor): Promise<MessageAnswer> {
    // For the audit's words ('com 3 tópicos'); the topics themselves move in the job.
    const topics = await deps.supplements.countTopicsOf(id);
    const detail = topics > 0 ? `com ${topics} ${topics === 1 ? 'tópico' : 'tópicos'}` : undefined;
    const trashId = await deps.store.transaction(async (tx) => {
      const current = await readSupplement(tx, id);
      if (!current) throw notFound(SUPPLEMENT_NOT_FOUND);
      const category = await readCategory(tx, current.category_id);
      const at = deps.now().toISOString();
      const documents = [{ collection: COLLECTIONS.supplements, id: String(id), data: current }];
      const batch = moveToTrash(tx, { type: 'supplement', item: current, actor, at, documents, state: 'moving_out' });
      recordContentChange(tx, { type: 'supplement', action: 'delete', item: current, actor, at, batch, detail });
      bumpSearchVersion(tx);
      if (category) patchCategory(tx, category.id, { supplements_count: increment(-1) });
      return batch;
    });
    await scheduleTrashMove(deps.jobs, trashId);
    await scheduleSearchIndexBuild(deps.jobs);
    return { message: 'Suplemento foi deletado!' };
  }

  /** Replaces the supplement's indications and their evidence grades (already validated). */
  async function setIndications(id: number, input: SupplementIndicationsData, actor: Actor): Promise<SupplementIndicationsAnswer> {
    await deps.store.transaction(async (tx) => {
      const current = await readSupplement(tx, id);
      if (!current) throw notFound(SUPPLEMENT_NOT_FOUND);
      const at = deps.now().toISOString();
      const fields = { indications: input.indications, revision: nextRevision(current), updated_by: actor, updated_at: at };
      patchSupplement(tx, id, fields);
      recordContentChange(tx, { type: 'supplement', action: 'update', item: { ...current, ...fields }, previous: current, actor, at });
    });
    await scheduleVersionPrune(deps.jobs, 'supplement', id);
    return { message: 'Indicações atualizadas', indications: input.indications };
  }

  return { listByCategorySlug, recentlyUpdated, getBySlug, getForAdmin, create, update, setIndications, remove };
}
export type SupplementsService = ReturnType<typeof createSupplementsService>;
