import { PAGE_SIZE } from '../../contract/list.js';
import type { SupplementIndicationsData } from '../../contract/evidence.js';
import { reviewDueBefore, type CategorySupplementsQuery, type SupplementData, type SupplementUpdateData } from '../../contract/supplements.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import { SUPPLEMENT_REVIEWED, type CategorySupplementsAnswer, type SupplementAdmin, SupplementAdminAnswer, SupplementAnswer, SupplementCard, SupplementCreatedAnswer, SupplementIndicationsAnswer, SupplementReviewedAnswer, SupplementUpdatedAnswer, UpdatedSupplementsAnswer } from '../../contract/supplements-answers.js';
import { type Actor, type CategoryDoc, type CategoryRef, type Locale, type SupplementDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { buildKeywords, searchToken } from '../../domain/keywords.js';
import { slugify } from '../../domain/slug.js';
import { AppError, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { mapPage, pageOf } from '../../store/paginate.js';
import { increment, type Store, type Transaction } from '../../store/port.js';
import { scheduleTrashMove } from '../history/port.js';
import { scheduleSupplementCopies } from './copies-job.js';
import { staleEnglishPatch } from '../../domain/english.js';
import { categoryRef, patchCategory, readCategory, type CategoryReader } from '../categories/port.js';
import { createContentWriter } from '../content/port.js';
import { CATEGORY_NOT_FOUND, presentCategoryHeader } from '../categories/service.js';
import type { SupplementsRepository } from './repository.js';

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
    reviewed_at: typeof supplement.reviewed_at === 'string' && supplement.reviewed_at ? supplement.reviewed_at : null,
    reviewed_by: typeof supplement.reviewed_at === 'string' && supplement.reviewed_at && typeof supplement.reviewed_by === 'string' ? supplement.reviewed_by : null,
    category,
  };
}

/** A supplement as the dashboard form reads it: the card, its indications and the revision to send back with an update. */
export const presentSupplementForAdmin = (supplement: SupplementDoc, category: CategoryRef): SupplementAdmin => ({
  ...presentSupplement(supplement, category, 'pt'),
  indications: supplement.indications ?? [],
  revision: supplement.revision ?? 0,
});

/** Supplement cards A to Z by their name in the reader's language (accents and case aside, 'Vitamina B12' after 'Vitamina B2'). */
function sortByName(cards: SupplementCard[], locale: Locale): SupplementCard[] {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'pt-BR', { sensitivity: 'base', numeric: true });
  return [...cards].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** Supplement cards by their monograph's review: never reviewed first, then the oldest review; ties A to Z. */
function sortByReview(cards: SupplementCard[], locale: Locale): SupplementCard[] {
  return sortByName(cards, locale).sort((a, b) => (a.reviewed_at ?? '').localeCompare(b.reviewed_at ?? ''));
}

/** Supplements: lists by category, the detail, the admin form, and writes that keep supplements_count right. */
export function createSupplementsService(deps: SupplementsDeps) {
  const { supplements, categories } = deps;
  const writer = createContentWriter(deps);

  async function categoriesById(list: SupplementDoc[]): Promise<Map<number, CategoryDoc>> {
    const found = await categories.getMany([...new Set(list.map((supplement) => supplement.category_id))]);
    return new Map(found.map((category) => [category.id, category]));
  }

  async function listByCategorySlug(slug: string, query: CategorySupplementsQuery, locale: Locale): Promise<CategorySupplementsAnswer> {
    const category = await categories.getBySlug(slug);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    const header = presentCategoryHeader(category, locale);
    const token = searchToken(query.search ?? '');
    if (query.sort !== 'order' || query.review === 'due') {
      // A to Z as the reader reads (accents and the English names included), or by review, which a
      // stored order cannot give (nor the review filter, 'never' being an absent field): a category's
      // supplements are read whole (tens to hundreds) and paged here.
      let all = (await supplements.listAllOfCategory(category.id, token)).map((supplement) => presentSupplement(supplement, header, locale));
      if (query.review === 'due') {
        const dueBefore = reviewDueBefore(deps.now());
        all = all.filter((card) => card.reviewed_at === null || card.reviewed_at < dueBefore);
      }
      const sorted = query.sort === 'reviewed' ? sortByReview(all, locale) : query.sort === 'name' ? sortByName(all, locale) : all.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name) || a.id - b.id);
      return { category: header, items: pageOf(sorted, query.page, PAGE_SIZE) };
    }
    const page = await supplements.listByCategory(category.id, token, query.page, PAGE_SIZE);
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

  async function getForAdmin(id: number): Promise<SupplementAdminAnswer> {
    const supplement = await supplements.get(id);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    // The category document, not the copy: a renamed category's copies are rewritten by a job.
    const byId = await categoriesById([supplement]);
    return { item: presentSupplementForAdmin(supplement, categoryFor(supplement, byId, 'pt')) };
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
    const created = await writer.create<SupplementDoc, CategoryDoc>({
      type: 'supplement',
      actor,
      read: (tx) => readTargetCategory(tx, input.category_id),
      slugBase: () => slugify(input.name) || 'suplemento',
      build: ({ id, slug, stamp, context: category }) => ({
        id,
        name: input.name,
        slug,
        is_paid: input.is_paid,
        order: input.order,
        category_id: category.id,
        category: categoryRef(category),
        keywords: buildKeywords(input.name),
        ...stamp,
      }),
      alsoWrite: (tx, supplement) => patchCategory(tx, supplement.category_id, { supplements_count: increment(1) }),
    });
    return { message: 'Novo suplemento cadastrado', item: presentSupplementForAdmin(created, created.category) };
  }

  async function update(id: number, input: SupplementUpdateData, actor: Actor): Promise<SupplementUpdatedAnswer> {
    const { item } = await writer.update<SupplementDoc, CategoryDoc | null>({
      type: 'supplement',
      id,
      actor,
      notFoundMessage: SUPPLEMENT_NOT_FOUND,
      revision: input.revision,
      // Read even when staying: the copy written back is the category's current one (its rename job may lag).
      read: (tx, current) => (input.category_id !== current.category_id ? readTargetCategory(tx, input.category_id) : readCategory(tx, current.category_id)),
      patch: (current, category) => ({
        name: input.name,
        is_paid: input.is_paid,
        order: input.order,
        category_id: input.category_id,
        category: category ? categoryRef(category) : current.category,
        // A renamed supplement's English name is stale: answer the Portuguese one until it is translated again.
        ...(input.name !== current.name ? { keywords: buildKeywords(input.name), ...staleEnglishPatch(['name']) } : {}),
      }),
      alsoWrite: (tx, supplement, current) => {
        if (supplement.category_id === current.category_id) return;
        patchCategory(tx, current.category_id, { supplements_count: increment(-1) });
        patchCategory(tx, supplement.category_id, { supplements_count: increment(1) });
      },
      // The copy on its topics follows in bounded steps; readers take the supplement from its own document.
      afterCommit: async ({ item: supplement, previous }) => {
        const copiesChange = supplement.category_id !== previous.category_id || supplement.name !== previous.name || supplement.is_paid !== previous.is_paid;
        if (copiesChange) await scheduleSupplementCopies(deps.jobs, previous);
      },
    });
    return { message: 'Suplemento foi atualizado!', item: presentSupplementForAdmin(item, item.category) };
  }

  /**
   * Moves the supplement to the trash and updates its category's count at once; its topics and the
   * favourites pointing at it follow in the `moveTrash` job, in bounded steps (readers serve no topic
   * of an absent supplement meanwhile). Restorable together for 30 days.
   */
  async function remove(id: number, actor: Actor): Promise<MessageAnswer> {
    // For the audit's words ('com 3 tópicos'); the topics themselves move in the job.
    const topics = await deps.supplements.countTopicsOf(id);
    await writer.remove<SupplementDoc, CategoryDoc | null>({
      type: 'supplement',
      id,
      actor,
      notFoundMessage: SUPPLEMENT_NOT_FOUND,
      detail: topics > 0 ? `com ${topics} ${topics === 1 ? 'tópico' : 'tópicos'}` : undefined,
      state: 'moving_out',
      read: (tx, current) => readCategory(tx, current.category_id),
      alsoWrite: (tx, _current, category) => {
        if (category) patchCategory(tx, category.id, { supplements_count: increment(-1) });
      },
      afterCommit: ({ batch }) => scheduleTrashMove(deps.jobs, batch),
    });
    return { message: 'Suplemento foi deletado!' };
  }

  /** Replaces the supplement's indications and their evidence grades (already validated). */
  async function setIndications(id: number, input: SupplementIndicationsData, actor: Actor): Promise<SupplementIndicationsAnswer> {
    await writer.update<SupplementDoc, undefined>({
      type: 'supplement',
      id,
      actor,
      notFoundMessage: SUPPLEMENT_NOT_FOUND,
      revision: input.revision,
      searched: false,
      patch: () => ({ indications: input.indications }),
    });
    return { message: 'Indicações atualizadas', indications: input.indications };
  }

  /**
   * Records that an admin reviewed the whole monograph now ('Marcar como revisado'): their name and the
   * time; the save date (`updated_at`) and the revision stay, and a save never changes the review.
   */
  async function review(id: number, actor: Actor): Promise<SupplementReviewedAnswer> {
    const { item } = await writer.update<SupplementDoc, undefined>({
      type: 'supplement',
      id,
      actor,
      notFoundMessage: SUPPLEMENT_NOT_FOUND,
      revision: null,
      searched: false,
      touch: false,
      detail: '(revisado)',
      patch: (_current, _context, at) => ({ reviewed_at: at, reviewed_by: actor.name }),
    });
    return { message: SUPPLEMENT_REVIEWED, item: presentSupplementForAdmin(item, item.category) };
  }

  return { listByCategorySlug, recentlyUpdated, getBySlug, getForAdmin, create, update, setIndications, review, remove };
}
export type SupplementsService = ReturnType<typeof createSupplementsService>;
