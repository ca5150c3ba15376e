import type { BlobStore } from '../../blob/port.js';
import { IMAGE_REQUIRED } from '../../contract/catalogue-fields.js';
import type { CategoryCreateData, CategoryUpdateData } from '../../contract/categories.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import type { CategoryAdmin, CategoryAdminAnswer, CategoryCard, CategoryCreatedAnswer, CategoryHeader, CategoryListAnswer, CategoryUpdatedAnswer, SubcategoryListAnswer } from '../../contract/categories-answers.js';
import { type Actor, type CategoryDoc, type Flag, type Locale } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { buildKeywords, searchToken } from '../../domain/keywords.js';
import { slugify } from '../../domain/slug.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import { mapPage } from '../../store/paginate.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store, Transaction } from '../../store/port.js';
import { createContentWriter } from '../content/port.js';
import { scheduleCategoryCopies } from './copies-job.js';
import { staleEnglishPatch } from '../../domain/english.js';
import { storeImage } from '../uploads/port.js';
import {
  categoryRef,
  patchCategory,
  readAncestorIds,
  readCategory,
  readChildIds,
  readHasSupplements,
  type CategoriesRepository,
} from './repository.js';

export const CATEGORY_NOT_FOUND = 'Categoria não encontrada';
const PARENT_NOT_FOUND = 'Categoria principal não encontrada';

interface CategoriesDeps {
  store: Store;
  blobs: BlobStore;
  categories: CategoriesRepository;
  now: () => Date;
  /** Background jobs: a catalogue write asks for a search index build. */
  jobs: JobQueue;
}

const fieldError = (field: string, message: string) => new AppError(422, message, { [field]: [message] });

/** A category as the public lists answer it. */
export function presentCategory(category: CategoryDoc, locale: Locale): CategoryCard {
  return {
    id: category.id,
    name: localized(category, 'name', locale),
    slug: category.slug,
    image: category.image,
    has_subcategory: category.has_subcategory,
    order: category.order,
    supplements_count: category.supplements_count,
  };
}

/** The short form carried next to a list of its children or supplements. */
export const presentCategoryHeader = (category: CategoryDoc, locale: Locale): CategoryHeader => ({
  id: category.id,
  name: localized(category, 'name', locale),
  slug: category.slug,
  image: category.image,
});

/** The category as the admin edit form reads it (source texts, parent id). */
export function presentCategoryForAdmin(category: CategoryDoc): CategoryAdmin {
  return {
    ...presentCategory(category, 'pt'),
    parent_category: category.parent_id,
    parent_id: category.parent_id,
    created_at: category.created_at,
    updated_at: category.updated_at,
    revision: category.revision ?? 0,
  };
}

/** Categories and subcategories: lists, the admin form, and writes that keep counters and copies right. */
export function createCategoriesService(deps: CategoriesDeps) {
  const { categories } = deps;
  const writer = createContentWriter(deps);

  async function list(query: ListQuery, locale: Locale): Promise<CategoryListAnswer> {
    const page = await categories.listChildren(null, searchToken(query.search ?? ''), query.page, PAGE_SIZE);
    return { items: mapPage(page, (category) => presentCategory(category, locale)) };
  }

  async function listSubcategories(slug: string, query: ListQuery, locale: Locale): Promise<SubcategoryListAnswer> {
    const category = await categories.getBySlug(slug);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    const page = await categories.listChildren(category.id, searchToken(query.search ?? ''), query.page, PAGE_SIZE);
    return { category: presentCategoryHeader(category, locale), items: mapPage(page, (child) => presentCategory(child, locale)) };
  }

  async function getForAdmin(id: number): Promise<CategoryAdminAnswer> {
    const category = await categories.get(id);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return { item: presentCategoryForAdmin(category) };
  }

  /** A parent must exist and must not hold supplements (they would vanish behind its subcategories). */
  async function readParentFor(tx: Transaction, parentId: number): Promise<CategoryDoc> {
    const parent = await readCategory(tx, parentId);
    if (!parent) throw fieldError('parent_category', PARENT_NOT_FOUND);
    if (await readHasSupplements(tx, parent.id)) {
      throw conflict(`A categoria "${parent.name}" possui suplementos e não pode receber subcategorias.`);
    }
    return parent;
  }

  async function create(input: CategoryCreateData, image: UploadedFile | undefined, actor: Actor): Promise<CategoryCreatedAnswer> {
    if (!image) throw fieldError('image', IMAGE_REQUIRED);
    const imageName = await storeImage(deps.blobs, 'categories', image);
    const category = await writer.create<CategoryDoc, CategoryDoc | null>({
      type: 'category',
      actor,
      read: async (tx) => (input.parent_category !== undefined ? readParentFor(tx, input.parent_category) : null),
      slugBase: () => slugify(input.name) || 'categoria',
      build: ({ id, slug, stamp, context: parent }) => ({
        id,
        name: input.name,
        slug,
        image: imageName,
        has_subcategory: input.has_subcategory,
        order: input.order,
        parent_id: parent?.id ?? null,
        supplements_count: 0,
        is_formulas: false,
        keywords: buildKeywords(input.name),
        ...stamp,
      }),
      alsoWrite: (tx, created, parent) => {
        if (parent && parent.has_subcategory !== 1) patchCategory(tx, parent.id, { has_subcategory: 1, updated_at: created.created_at });
      },
    });
    return { message: 'Nova categoria foi criada', item: presentCategoryForAdmin(category) };
  }

  /** Where an update puts the category: the new parent it moves under, and whether the old parent loses its last child. */
  async function readMove(tx: Transaction, current: CategoryDoc, parentId: number | null) {
    const moving = parentId !== current.parent_id;
    let newParent: CategoryDoc | null = null;
    if (moving && parentId !== null) {
      newParent = await readParentFor(tx, parentId);
      if (newParent.id === current.id || (await readAncestorIds(tx, newParent)).includes(current.id)) {
        throw fieldError('parent_category', 'Uma categoria não pode ficar dentro de si mesma ou de uma subcategoria dela.');
      }
    }
    const oldParentLosesLastChild = moving && current.parent_id !== null && (await readChildIds(tx, current.parent_id, 2)).every((childId) => childId === current.id);
    return { newParent, oldParentLosesLastChild };
  }

  async function update(id: number, input: CategoryUpdateData, image: UploadedFile | undefined, actor: Actor): Promise<CategoryUpdatedAnswer> {
    const imageName = image ? await storeImage(deps.blobs, 'categories', image) : undefined;
    const { item } = await writer.update<CategoryDoc, Awaited<ReturnType<typeof readMove>>>({
      type: 'category',
      id,
      actor,
      notFoundMessage: CATEGORY_NOT_FOUND,
      revision: input.revision,
      read: async (tx, current) => {
        const move = await readMove(tx, current, input.parent_category ?? current.parent_id);
        await checkHolderKindChange(tx, current, input.has_subcategory);
        return move;
      },
      patch: (current) => ({
        name: input.name,
        image: imageName ?? current.image,
        has_subcategory: input.has_subcategory,
        order: input.order,
        parent_id: input.parent_category ?? current.parent_id,
        // A renamed category's English name is stale: answer the Portuguese one until it is translated again.
        ...(input.name !== current.name ? { keywords: buildKeywords(input.name), ...staleEnglishPatch(['name']) } : {}),
      }),
      alsoWrite: (tx, _category, current, { newParent, oldParentLosesLastChild }, at) => {
        if (newParent && newParent.has_subcategory !== 1) patchCategory(tx, newParent.id, { has_subcategory: 1, updated_at: at });
        if (oldParentLosesLastChild && current.parent_id !== null) patchCategory(tx, current.parent_id, { has_subcategory: 0, updated_at: at });
      },
      // The copies on its supplements and topics follow in bounded steps; readers answer from the category meanwhile.
      afterCommit: async ({ item: category, previous }) => {
        if (category.name !== previous.name || category.image !== previous.image) await scheduleCategoryCopies(deps.jobs, categoryRef(previous));
      },
    });
    return { message: 'Categoria foi atualizada!', item: presentCategoryForAdmin(item) };
  }

  /** has_subcategory decides what a category holds: it may change only while it holds nothing of the other kind. */
  async function checkHolderKindChange(tx: Transaction, current: CategoryDoc, hasSubcategory: Flag): Promise<void> {
    if (hasSubcategory === current.has_subcategory) return;
    if (hasSubcategory === 0 && (await readChildIds(tx, current.id, 1)).length > 0) {
      throw conflict('Esta categoria possui subcategorias. Remova ou mova as subcategorias antes de alterar esta opção.');
    }
    if (hasSubcategory === 1 && (await readHasSupplements(tx, current.id))) {
      throw conflict('Esta categoria possui suplementos. Remova ou mova os suplementos antes de alterar esta opção.');
    }
  }

  /** Moves an empty category to the trash (restorable for 30 days); one that still holds subcategories or supplements is refused (nothing is orphaned). */
  async function remove(id: number, actor: Actor): Promise<MessageAnswer> {
    await writer.remove<CategoryDoc, boolean>({
      type: 'category',
      id,
      actor,
      notFoundMessage: CATEGORY_NOT_FOUND,
      images: (current) => [{ folder: 'categories', name: current.image }],
      read: async (tx, current) => {
        if ((await readChildIds(tx, id, 1)).length > 0) {
          throw conflict('Não é possível deletar: esta categoria possui subcategorias. Delete-as antes.');
        }
        if (await readHasSupplements(tx, id)) {
          throw conflict('Não é possível deletar: esta categoria possui suplementos. Delete-os ou mova-os para outra categoria antes.');
        }
        return current.parent_id !== null && (await readChildIds(tx, current.parent_id, 2)).every((childId) => childId === id);
      },
      alsoWrite: (tx, current, lastChild, at) => {
        if (lastChild && current.parent_id !== null) patchCategory(tx, current.parent_id, { has_subcategory: 0, updated_at: at });
      },
    });
    return { message: 'Categoria foi deletada!' };
  }

  return { list, listSubcategories, getForAdmin, create, update, remove };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
