import type { Page, PageSize } from '../../contract/list.js';
import { COLLECTIONS, type CategoryDoc, type CategoryRef } from '../../domain/docs.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Patch, Store, Transaction } from '../../store/port.js';

const C = COLLECTIONS.categories;

export const categoryRef = (category: CategoryDoc): CategoryRef => ({
  id: category.id,
  slug: category.slug,
  name: category.name,
  image: category.image,
});

const byOrderThenName = [{ field: 'order' }, { field: 'name' }];

/** The only code that reads and writes categories. */
export function createCategoriesRepository(store: Store) {
  return {
    get: (id: number) => store.get<CategoryDoc>(C, String(id)),
    getMany: async (ids: number[]) => (await store.getMany<CategoryDoc>(C, ids.map(String))).filter((c): c is CategoryDoc => c !== null),
    async getBySlug(slug: string): Promise<CategoryDoc | null> {
      const [doc] = await store.query<CategoryDoc>({ collection: C, where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
      return doc?.data ?? null;
    },
    /** Top-level categories (parentId null) or the subcategories of one, by order then name. */
    listChildren(parentId: number | null, token: string, page: number, perPage: PageSize): Promise<Page<CategoryDoc>> {
      const where: Filter[] = [{ field: 'parent_id', op: '==', value: parentId }];
      if (token) where.unshift({ field: 'keywords', op: 'array-contains', value: token });
      return paginate<CategoryDoc>(store, { collection: C, where, orderBy: byOrderThenName }, page, perPage);
    },
    /** Categories that hold supplements (no subcategories), by name. */
    async listLeaves(): Promise<CategoryDoc[]> {
      const docs = await store.query<CategoryDoc>({ collection: C, where: [{ field: 'has_subcategory', op: '==', value: 0 }], orderBy: [{ field: 'name' }] });
      return docs.map((doc) => doc.data);
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

/* Transaction steps: reads first, then writes (Firestore's rule). */

export const readCategory = (tx: Transaction, id: number) => tx.get<CategoryDoc>(C, String(id));

/** Up to `limit` subcategories of a category (enough to tell "none", "only this one", "more"). */
export async function readChildIds(tx: Transaction, parentId: number, limit: number): Promise<number[]> {
  const docs = await tx.query<CategoryDoc>({ collection: C, where: [{ field: 'parent_id', op: '==', value: parentId }], limit });
  return docs.map((doc) => doc.data.id);
}

/** True when at least one supplement belongs to the category. */
export async function readHasSupplements(tx: Transaction, categoryId: number): Promise<boolean> {
  const docs = await tx.query({ collection: COLLECTIONS.supplements, where: [{ field: 'category_id', op: '==', value: categoryId }], limit: 1 });
  return docs.length > 0;
}

/** The ancestors' ids of a category, nearest first (to refuse moving a category under itself). */
export async function readAncestorIds(tx: Transaction, category: CategoryDoc): Promise<number[]> {
  const ids: number[] = [];
  let parentId = category.parent_id;
  while (parentId !== null && !ids.includes(parentId)) {
    ids.push(parentId);
    parentId = (await readCategory(tx, parentId))?.parent_id ?? null;
  }
  return ids;
}

export const patchCategory = (tx: Transaction, id: number, patch: Patch) => tx.update(C, String(id), patch);
