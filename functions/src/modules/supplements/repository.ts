import type { Page, PageSize } from '../../contract/list.js';
import { COLLECTIONS, type SupplementDoc, type SupplementRef } from '../../domain/docs.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store, Transaction } from '../../store/port.js';

const S = COLLECTIONS.supplements;

export const supplementRef = (supplement: SupplementDoc): SupplementRef => ({
  id: supplement.id,
  slug: supplement.slug,
  name: supplement.name,
  is_paid: supplement.is_paid,
  category: supplement.category,
});

/** The only code that reads and writes supplements. */
export function createSupplementsRepository(store: Store) {
  return {
    get: (id: number) => store.get<SupplementDoc>(S, String(id)),
    /** The supplements of these ids that exist (one read per id, whatever the catalogue's size). */
    async getMany(ids: readonly number[]): Promise<SupplementDoc[]> {
      if (ids.length === 0) return [];
      const docs = await store.getMany<SupplementDoc>(S, [...new Set(ids)].map(String));
      return docs.filter((doc): doc is SupplementDoc => doc !== null);
    },
    /** At most `limit` supplements whose name words begin with `token` (a `searchToken`), unordered. */
    async matching(token: string, limit: number): Promise<SupplementDoc[]> {
      if (!token) return [];
      const docs = await store.query<SupplementDoc>({ collection: S, where: [{ field: 'keywords', op: 'array-contains', value: token }], limit });
      return docs.map((doc) => doc.data);
    },
    /** How many topics the supplement has (one count, whatever their number). */
    countTopicsOf: (id: number) => store.count({ collection: COLLECTIONS.topics, where: [{ field: 'supplement_id', op: '==', value: id }] }),
    async getBySlug(slug: string): Promise<SupplementDoc | null> {
      const [doc] = await store.query<SupplementDoc>({ collection: S, where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
      return doc?.data ?? null;
    },
    /** The supplements of a category by order then name, optionally those matching a search token. */
    listByCategory(categoryId: number, token: string, page: number, perPage: PageSize): Promise<Page<SupplementDoc>> {
      const where: Filter[] = [{ field: 'category_id', op: '==', value: categoryId }];
      if (token) where.unshift({ field: 'keywords', op: 'array-contains', value: token });
      return paginate<SupplementDoc>(store, { collection: S, where, orderBy: [{ field: 'order' }, { field: 'name' }] }, page, perPage);
    },
    /** Every supplement of a category (optionally those matching a search token), unordered: the caller orders them by name in the reader's language. */
    async listAllOfCategory(categoryId: number, token: string): Promise<SupplementDoc[]> {
      const where: Filter[] = [{ field: 'category_id', op: '==', value: categoryId }];
      if (token) where.unshift({ field: 'keywords', op: 'array-contains', value: token });
      return (await store.query<SupplementDoc>({ collection: S, where })).map((doc) => doc.data);
    },
    async listRecentlyUpdated(count: number): Promise<SupplementDoc[]> {
      const docs = await store.query<SupplementDoc>({ collection: S, orderBy: [{ field: 'updated_at', direction: 'desc' }], limit: count });
      return docs.map((doc) => doc.data);
    },
    /** Every supplement (or those of one category) by name, for the dashboard's selects. */
    async listOptions(categoryId: number | undefined): Promise<SupplementDoc[]> {
      const docs = await store.query<SupplementDoc>({
        collection: S,
        where: categoryId === undefined ? [] : [{ field: 'category_id', op: '==', value: categoryId }],
        orderBy: [{ field: 'name' }],
      });
      return docs.map((doc) => doc.data);
    },
  };
}
export type SupplementsRepository = ReturnType<typeof createSupplementsRepository>;

/* Transaction steps: reads first, then writes (Firestore's rule). */

export const readSupplement = (tx: Transaction, id: number) => tx.get<SupplementDoc>(S, String(id));


/** Marks a supplement as changed (its topics changed): the "recently updated" list follows `updated_at`. */
export function touchSupplement(tx: Transaction, id: number, now: string): void {
  tx.update(S, String(id), { updated_at: now });
}
