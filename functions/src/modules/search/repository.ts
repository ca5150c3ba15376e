import { COLLECTIONS, type CategoryDoc, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import type { BlobStore } from '../../blob/port.js';
import { increment, type Store, type WriteOps } from '../../store/port.js';
import type { CatalogueSnapshot } from './index-entries.js';

/**
 * The search version: the sum of `meta/search_shard_{0..9}.version`, each write raising one shard
 * picked at random. One document would take every catalogue write of every admin (Firestore sustains
 * about one write per second per document); readers sum ten small documents every few seconds.
 */
const SEARCH_VERSION_SHARDS = 10;
const shardId = (shard: number) => `search_shard_${shard}`;
const randomShardId = () => shardId(Math.floor(Math.random() * SEARCH_VERSION_SHARDS));
const SHARD_IDS = Array.from({ length: SEARCH_VERSION_SHARDS }, (_, shard) => shardId(shard));

/** `meta/search_index`: which serialised index (a private blob) is current, and for which search version. */
const POINTER_ID = 'search_index';
/** The private blob folder of serialised indexes. */
export const INDEX_FOLDER = 'search-index';

interface SearchMetaDoc {
  [key: string]: unknown;
  version: number;
}

/** What a build publishes. */
export interface PublishedIndex {
  /** The search version the index was built from (every write up to it is in the index). */
  version: number;
  /** Blob name under the private `search-index` folder. */
  blob: string;
  entries: number;
  bytes: number;
  built_at: string;
}

/** The pointer document, `meta/search_index`. */
export interface SearchIndexPointer extends PublishedIndex {
  [key: string]: unknown;
  /** The blob this one replaced: kept while instances may still be loading it, deleted at the next build. */
  previous_blob: string | null;
}

/** What a searching instance checks every few seconds: the current version and the published index. */
export interface SearchState {
  version: number;
  pointer: SearchIndexPointer | null;
}

/**
 * Marks the search index stale, inside the caller's transaction (or batch) that changes a
 * category, supplement or topic. A write only (no read), so it may come after the other writes.
 */
export function bumpSearchVersion(tx: WriteOps): void {
  tx.set(COLLECTIONS.meta, randomShardId(), { version: increment(1), updated_at: new Date().toISOString() }, { merge: true });
}

/** As `bumpSearchVersion`, for a change written outside a transaction. */
export async function bumpSearchVersionInStore(store: Store): Promise<void> {
  await store.set(COLLECTIONS.meta, randomShardId(), { version: increment(1), updated_at: new Date().toISOString() }, { merge: true });
}

const sumOfShards = (shards: (SearchMetaDoc | null)[]) =>
  shards.reduce((sum, shard) => sum + (typeof shard?.version === 'number' ? shard.version : 0), 0);

/** The version stamp, the pointer to the published index and its blobs; full scans only for the build job. */
export function createSearchRepository(store: Store, blobs: BlobStore) {
  return {
    /** One read of eleven small documents: the version shards and the pointer. */
    async readState(): Promise<SearchState> {
      const docs = await store.getMany<SearchMetaDoc>(COLLECTIONS.meta, [...SHARD_IDS, POINTER_ID]);
      const pointer = (docs[SEARCH_VERSION_SHARDS] ?? null) as SearchIndexPointer | null;
      return { version: sumOfShards(docs.slice(0, SEARCH_VERSION_SHARDS)), pointer };
    },
    /**
     * Makes `next` the current index unless one at least as new was published meanwhile (two builds
     * racing: the newer version wins), or it names `missingBlob` (a blob found gone, rebuilt at the
     * same version). Answers whether it did, and the pointer it replaced (or, when it lost, the one
     * that stays).
     */
    async publishPointer(next: PublishedIndex, missingBlob?: string): Promise<{ published: boolean; other: SearchIndexPointer | null }> {
      return store.transaction(async (tx) => {
        const current = await tx.get<SearchIndexPointer>(COLLECTIONS.meta, POINTER_ID);
        const replacesMissing = current !== null && current.blob === missingBlob && current.version <= next.version;
        if (current && current.version >= next.version && !replacesMissing) return { published: false, other: current };
        tx.set(COLLECTIONS.meta, POINTER_ID, { ...next, previous_blob: current?.blob ?? null });
        return { published: true, other: current };
      });
    },
    async indexBlobExists(name: string): Promise<boolean> {
      return blobs.exists(INDEX_FOLDER, name);
    },
    async readIndexBlob(name: string): Promise<Buffer | null> {
      return (await blobs.get(INDEX_FOLDER, name))?.bytes ?? null;
    },
    async writeIndexBlob(name: string, bytes: Buffer): Promise<void> {
      await blobs.put(INDEX_FOLDER, name, bytes, 'application/gzip');
    },
    async deleteIndexBlob(name: string): Promise<void> {
      await blobs.delete(INDEX_FOLDER, name);
    },
    /** Every category, supplement and topic: read by the build job only, never on a request path. */
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
