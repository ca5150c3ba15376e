import type { BlobStore } from '../../blob/port.js';
import { IMAGE_REQUIRED } from '../../contract/catalogue-fields.js';
import type { CategoryCreateData, CategoryUpdateData } from '../../contract/categories.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import type { CategoryAdmin, CategoryAdminAnswer, CategoryCard, CategoryCreatedAnswer, CategoryHeader, CategoryListAnswer, CategoryUpdatedAnswer, SubcategoryListAnswer } from '../../contract/categories-answers.js';
import { COLLECTIONS, type Actor, type CategoryDoc, type Flag, type Locale } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { buildKeywords, searchToken } from '../../domain/keywords.js';
import { slugify } from '../../domain/slug.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import { mapPage } from '../../store/paginate.js';
import type { JobQueue } from '../../jobs/port.js';
import { nextId } from '../../store/ids.js';
import { type Patch, type Store, type Transaction } from '../../store/port.js';
import { moveToTrash, nextRevision, recordContentChange, scheduleVersionPrune, withoutRemovedPaths } from '../history/port.js';
import { bumpSearchVersion, scheduleSearchIndexBuild } from '../search/port.js';
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
  uniqueSlug,
  writeNewCategory,
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
  };
}

/** Categories and subcategories: lists, the admin form, and writes that keep counters and copies right. */
export function createCategoriesService(deps: CategoriesDeps) {
  const { categories } = deps;

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
    const category = await deps.store.transaction(async (tx) => {
      const parent = input.parent_category !== undefined ? await readParentFor(tx, input.parent_category) : null;
      const slug = await uniqueSlug(tx, COLLECTIONS.categories, slugify(input.name) || 'categoria');
      const id = await nextId(tx, COLLECTIONS.categories);
      const now = deps.now().toISOString();
      const doc: CategoryDoc = {
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
        revision: 1,
        updated_by: actor,
        created_at: now,
        updated_at: now,
      };
      writeNewCategory(tx, doc);
      recordContentChange(tx, { type: 'category', action: 'create', item: doc, actor, at: now });
      bumpSearchVersion(tx);
      if (parent && parent.has_subcategory !== 1) patchCategory(tx, parent.id, { has_subcategory: 1, updated_at: now });
      return doc;
    });
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleVersionPrune(deps.jobs, 'category', category.id);
    return { message: 'Nova categoria foi criada', item: presentCategoryForAdmin(category) };
  }

  async function update(id: number, input: CategoryUpdateData, image: UploadedFile | undefined, actor: Actor): Promise<CategoryUpdatedAnswer> {
    const imageName = image ? await storeImage(deps.blobs, 'categories', image) : undefined;
    const updated = await deps.store.transaction(async (tx) => {
      const current = await readCategory(tx, id);
      if (!current) throw notFound(CATEGORY_NOT_FOUND);

      const parentId = input.parent_category ?? current.parent_id;
      const moving = parentId !== current.parent_id;
      let newParent: CategoryDoc | null = null;
      let oldParentLosesLastChild = false;
      if (moving && parentId !== null) {
        newParent = await readParentFor(tx, parentId);
        if (newParent.id === id || (await readAncestorIds(tx, newParent)).includes(id)) {
          throw fieldError('parent_category', 'Uma categoria não pode ficar dentro de si mesma ou de uma subcategoria dela.');
        }
      }
      if (moving && current.parent_id !== null) {
        oldParentLosesLastChild = (await readChildIds(tx, current.parent_id, 2)).every((childId) => childId === id);
      }
      await checkHolderKindChange(tx, current, input.has_subcategory);

      const renamed = input.name !== current.name;
      const ref = categoryRef({ ...current, name: input.name, image: imageName ?? current.image });

      const now = deps.now().toISOString();
      const fields = {
        name: input.name,
        image: ref.image,
        has_subcategory: input.has_subcategory,
        order: input.order,
        parent_id: parentId,
        revision: nextRevision(current),
        updated_by: actor,
        updated_at: now,
      };
      const patch: Patch = { ...fields };
      // A renamed category's English name is stale: answer the Portuguese one until it is translated again.
      if (renamed) Object.assign(patch, { keywords: buildKeywords(input.name), ...staleEnglishPatch(['name']) });
      patchCategory(tx, id, patch);
      bumpSearchVersion(tx);
      if (newParent && newParent.has_subcategory !== 1) patchCategory(tx, newParent.id, { has_subcategory: 1, updated_at: now });
      if (oldParentLosesLastChild && current.parent_id !== null) patchCategory(tx, current.parent_id, { has_subcategory: 0, updated_at: now });
      const next = withoutRemovedPaths({ ...current, ...fields, ...(renamed ? { keywords: buildKeywords(input.name) } : {}) }, patch);
      recordContentChange(tx, { type: 'category', action: 'update', item: next, previous: current, actor, at: now });
      return { next, previous: categoryRef(current), copiesChange: ref.name !== current.name || ref.image !== current.image };
    });
    // The copies on its supplements and topics follow in bounded steps; readers answer from the category meanwhile.
    if (updated.copiesChange) await scheduleCategoryCopies(deps.jobs, updated.previous);
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleVersionPrune(deps.jobs, 'category', id);
    return { message: 'Categoria foi atualizada!', item: presentCategoryForAdmin(updated.next) };
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

  /** Refuses to delete a category that still holds subcategories or supplements (nothing is orphaned). */
  /** Moves an empty category to the trash (restorable for 30 days). */
  async function remove(id: number, actor: Actor): Promise<MessageAnswer> {
    await deps.store.transaction(async (tx) => {
      const current = await readCategory(tx, id);
      if (!current) throw notFound(CATEGORY_NOT_FOUND);
      if ((await readChildIds(tx, id, 1)).length > 0) {
        throw conflict('Não é possível deletar: esta categoria possui subcategorias. Delete-as antes.');
      }
      if (await readHasSupplements(tx, id)) {
        throw conflict('Não é possível deletar: esta categoria possui suplementos. Delete-os ou mova-os para outra categoria antes.');
      }
      const lastChild = current.parent_id !== null && (await readChildIds(tx, current.parent_id, 2)).every((childId) => childId === id);
      const at = deps.now().toISOString();
      const batch = moveToTrash(tx, {
        type: 'category',
        item: current,
        actor,
        at,
        documents: [{ collection: COLLECTIONS.categories, id: String(id), data: current }],
        images: [{ folder: 'categories', name: current.image }],
      });
      recordContentChange(tx, { type: 'category', action: 'delete', item: current, actor, at, batch });
      bumpSearchVersion(tx);
      if (lastChild && current.parent_id !== null) {
        patchCategory(tx, current.parent_id, { has_subcategory: 0, updated_at: deps.now().toISOString() });
      }
    });
    await scheduleSearchIndexBuild(deps.jobs);
    return { message: 'Categoria foi deletada!' };
  }

  return { list, listSubcategories, getForAdmin, create, update, remove };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
