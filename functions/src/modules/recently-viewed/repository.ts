import { COLLECTIONS, type CategoryDoc, type RecentViewDoc, type RecentViewEntry, type RecentViewListDoc, type SupplementDoc } from '../../domain/docs.js';
import type { Store, Transaction } from '../../store/port.js';

const R = COLLECTIONS.recentViews;
const L = COLLECTIONS.recentViewLists;

/** recent_views/{uid}_{supplementId}: the layout before issue 40, one document per user and supplement. */
export const recentViewId = (uid: string, supplementId: number) => `${uid}_${supplementId}`;

/** A user's documents of the earlier layout are at most this many (it kept 20, pruning after each view). */
const LEGACY_READ_LIMIT = 100;

const entryOf = ({ supplement_id, viewed_at, previous_viewed_at }: RecentViewDoc): RecentViewEntry => ({
  supplement_id,
  viewed_at,
  ...(previous_viewed_at ? { previous_viewed_at } : {}),
});

/** The user's views newest first: their list, or (not moved yet) their documents of the earlier layout. */
export interface RecentViews {
  views: RecentViewEntry[];
  /** The ids of the earlier layout's documents read (none once the list exists). */
  legacyIds: string[];
}

/**
 * The only code that reads and writes recent views: `recent_view_lists/{uid}` (one document per
 * user, a bounded array), read once and written once per view. A user without one still has the
 * earlier layout's documents; their next view moves them into the list (and deletes them) in the
 * same transaction, so no view is lost and none is kept twice.
 */
export function createRecentViewsRepository(store: Store) {
  async function legacy(read: Pick<Transaction, 'query'>, uid: string, limit: number): Promise<RecentViews> {
    const docs = await read.query<RecentViewDoc>({
      collection: R,
      where: [{ field: 'user_uid', op: '==', value: uid }],
      orderBy: [{ field: 'viewed_at', direction: 'desc' }],
      limit,
    });
    return { views: docs.map((doc) => entryOf(doc.data)), legacyIds: docs.map((doc) => doc.id) };
  }

  async function read(reader: Pick<Transaction, 'get' | 'query'>, uid: string, legacyLimit: number): Promise<RecentViews> {
    const list = await reader.get<RecentViewListDoc>(L, uid);
    return list ? { views: list.views, legacyIds: [] } : legacy(reader, uid, legacyLimit);
  }

  return {
    /** The user's views, newest first (one document read once moved). */
    views: (uid: string) => read(store, uid, LEGACY_READ_LIMIT),
    getSupplement: (id: number) => store.get<SupplementDoc>(COLLECTIONS.supplements, String(id)),
    supplements: (ids: number[]) => store.getMany<SupplementDoc>(COLLECTIONS.supplements, ids.map(String)),
    async categoriesById(ids: number[]): Promise<Map<number, CategoryDoc>> {
      const docs = await store.getMany<CategoryDoc>(COLLECTIONS.categories, [...new Set(ids)].map(String));
      return new Map(docs.filter((doc): doc is CategoryDoc => doc !== null).map((doc) => [doc.id, doc]));
    },
    /** The user's view of one supplement (when they last read it), from the list or the earlier layout. */
    async get(uid: string, supplementId: number): Promise<RecentViewEntry | null> {
      const list = await store.get<RecentViewListDoc>(L, uid);
      if (list) return list.views.find((view) => view.supplement_id === supplementId) ?? null;
      const legacyView = await store.get<RecentViewDoc>(R, recentViewId(uid, supplementId));
      return legacyView ? entryOf(legacyView) : null;
    },
    /**
     * Replaces the user's list with what `next` makes of the current one, in one transaction (one
     * read, one write; the first time, the earlier layout's documents are read, moved and deleted).
     */
    async change(uid: string, next: (views: RecentViewEntry[]) => RecentViewEntry[], at: string): Promise<void> {
      await store.transaction(async (tx) => {
        const current = await read(tx, uid, LEGACY_READ_LIMIT);
        tx.set(L, uid, { user_uid: uid, views: next(current.views), updated_at: at } satisfies RecentViewListDoc);
        for (const id of current.legacyIds) tx.delete(R, id);
      });
    },
  };
}
export type RecentViewsRepository = ReturnType<typeof createRecentViewsRepository>;
