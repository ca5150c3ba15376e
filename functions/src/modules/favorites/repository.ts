import type { PageSize } from '../../contract/list.js';
import { COLLECTIONS, type CategoryDoc, type FavoriteDoc, type SupplementDoc } from '../../domain/docs.js';
import { paginate } from '../../store/paginate.js';
import type { Store } from '../../store/port.js';

/** favorites/{uid}_{supplementId}: one document per user and supplement. */
export const favoriteId = (uid: string, supplementId: number) => `${uid}_${supplementId}`;

/** The only code that reads and writes favourites. */
export function createFavoritesRepository(store: Store) {
  return {
    listPage(uid: string, page: number, perPage: PageSize) {
      return paginate<FavoriteDoc>(
        store,
        { collection: COLLECTIONS.favorites, where: [{ field: 'user_uid', op: '==', value: uid }], orderBy: [{ field: 'created_at', direction: 'desc' }] },
        page,
        perPage,
      );
    },
    supplements: (ids: number[]) => store.getMany<SupplementDoc>(COLLECTIONS.supplements, ids.map(String)),
    async categoriesById(ids: number[]): Promise<Map<number, CategoryDoc>> {
      const docs = await store.getMany<CategoryDoc>(COLLECTIONS.categories, [...new Set(ids)].map(String));
      return new Map(docs.filter((doc): doc is CategoryDoc => doc !== null).map((doc) => [doc.id, doc]));
    },
    getSupplement: (id: number) => store.get<SupplementDoc>(COLLECTIONS.supplements, String(id)),
    async isFavorited(uid: string, supplementId: number): Promise<boolean> {
      return (await store.get(COLLECTIONS.favorites, favoriteId(uid, supplementId))) !== null;
    },
    /**
     * Adds or removes the favourite in one transaction. `mayAdd` throws when the caller may not
     * add it. Answers the new state, or null when the supplement does not exist.
     */
    toggle(uid: string, supplementId: number, mayAdd: (supplement: SupplementDoc) => void, now: string): Promise<boolean | null> {
      return store.transaction(async (tx) => {
        const id = favoriteId(uid, supplementId);
        const [supplement, existing] = await Promise.all([
          tx.get<SupplementDoc>(COLLECTIONS.supplements, String(supplementId)),
          tx.get<FavoriteDoc>(COLLECTIONS.favorites, id),
        ]);
        if (existing) {
          tx.delete(COLLECTIONS.favorites, id);
          return false;
        }
        if (!supplement) return null;
        mayAdd(supplement);
        const favorite: FavoriteDoc = { user_uid: uid, supplement_id: supplementId, created_at: now };
        tx.create(COLLECTIONS.favorites, id, favorite);
        return true;
      });
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
