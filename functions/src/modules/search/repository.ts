import { COLLECTIONS, type CategoryDoc, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import { increment, type Store, type WriteOps } from '../../store/port.js';
import type { CatalogueSnapshot } from './catalogue-index.js';

/**
 * The search version: the sum of `meta/search_shard_{0..9}.version`, each write raising one shard
 * picked at random. One document would take every catalogue write of every admin (Firestore sustains
 * about one write per second per document); readers sum ten small documents every few seconds.
 */
const SEARCH_VERSION_SHARDS = 10;
const shardId = (shard: number) => `search_shard_${shard}`;
const randomShardId = () => shardId(Math.floor(Math.random() * SEARCH_VERSION_SHARDS));

interface SearchMetaDoc {
  [key: string]: unknown;
  version: number;
}

/**
 * Writes made by this process since it started. The search service compares it with the value
 * it last saw, so a change made through this instance is searchable at once, without waiting for
 * the periodic version check (other instances see it within that interval).
 */
let localBumps = 0;

/** How many search-version bumps this process has issued (see `localBumps`). */
export const localSearchBumps = (): number => localBumps;

/**
 * Marks the search index stale, inside the caller's transaction (or batch) that changes a
 * category, supplement or topic. A write only (no read), so it may come after the other writes.
 */
export function bumpSearchVersion(tx: WriteOps): void {
  tx.set(COLLECTIONS.meta, randomShardId(), { version: increment(1), updated_at: new Date().toISOString() }, { merge: true });
  localBumps += 1;
}

/** As `bumpSearchVersion`, for a change written outside a transaction. */
export async function bumpSearchVersionInStore(store: Store): Promise<void> {
  await store.set(COLLECTIONS.meta, randomShardId(), { version: increment(1), updated_at: new Date().toISOString() }, { merge: true });
  localBumps += 1;
}

/** What the search index is built from: the version stamp and full scans of the three collections. */
export function createSearchRepository(store: Store) {
  return {
    async readVersion(): Promise<number> {
      const ids = Array.from({ length: SEARCH_VERSION_SHARDS }, (_, shard) => shardId(shard));
      const shards = await store.getMany<SearchMetaDoc>(COLLECTIONS.meta, ids);
      return shards.reduce((sum, shard) => sum + (typeof shard?.version === 'number' ? shard.version : 0), 0);
    },
    async loadCatalogue(): Promise<CatalogueSnapshot> {
      const [categories, supplements, topics] = await Promise.all([
        store.query<CategoryDoc>({ collection: COLLECTIONS.categories }),
        store.query<SupplementDoc>({ collection: COLLECTIONS.supplements }),
        store.query<TopicDoc>({ collection: COLLECTIONS.topics }),
      ]);
      return {
        categories: categories.map((doc) => doc.data),
        supplements: supplements.map((doc) => doc.data),
        topics: topics.map((doc) => doc.data),
      };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
