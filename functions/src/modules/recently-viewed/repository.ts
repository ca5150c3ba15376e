import { COLLECTIONS, type CategoryDoc, type RecentViewDoc, type SupplementDoc } from '../../domain/docs.js';
import type { Store } from '../../store/port.js';

const R = COLLECTIONS.recentViews;

/** recent_views/{uid}_{supplementId}: one document per user and supplement, its time moved on each view. */
export const recentViewId = (uid: string, supplementId: number) => `${uid}_${supplementId}`;

/** The only code that reads and writes recent views. */
export function createRecentViewsRepository(store: Store) {
  return {
    /** The user's views, newest first. */
    async listNewest(uid: string, limit: number): Promise<RecentViewDoc[]> {
      const docs = await store.query<RecentViewDoc>({
        collection: R,
        where: [{ field: 'user_uid', op: '==', value: uid }],
        orderBy: [{ field: 'viewed_at', direction: 'desc' }],
        limit,
      });
      return docs.map((doc) => doc.data);
    },
    getSupplement: (id: number) => store.get<SupplementDoc>(COLLECTIONS.supplements, String(id)),
    supplements: (ids: number[]) => store.getMany<SupplementDoc>(COLLECTIONS.supplements, ids.map(String)),
    async categoriesById(ids: number[]): Promise<Map<number, CategoryDoc>> {
      const docs = await store.getMany<CategoryDoc>(COLLECTIONS.categories, [...new Set(ids)].map(String));
      return new Map(docs.filter((doc): doc is CategoryDoc => doc !== null).map((doc) => [doc.id, doc]));
    },
    get: (uid: string, supplementId: number) => store.get<RecentViewDoc>(R, recentViewId(uid, supplementId)),
    record: (view: RecentViewDoc) => store.set(R, recentViewId(view.user_uid, view.supplement_id), view),
    async remove(uid: string, supplementIds: number[]): Promise<void> {
      if (supplementIds.length === 0) return;
      const batch = store.batch();
      for (const supplementId of supplementIds) batch.delete(R, recentViewId(uid, supplementId));
      await batch.commit();
    },
  };
}
export type RecentViewsRepository = ReturnType<typeof createRecentViewsRepository>;
