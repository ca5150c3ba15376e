import type { DocumentData, Query, Store, Transaction } from '../store/port.js';

/** Store reads so far, transactions' reads included. */
export interface ReadCounts {
  /** `get` calls (one document each), in or out of a transaction. */
  gets: number;
  /** Documents asked for through `getMany`. */
  getManyDocs: number;
  /** Queries, in or out of a transaction. */
  queries: number;
  /** Documents the queries answered. */
  queryDocs: number;
  /** Queries that answered no document (Firestore bills one read for each). */
  emptyQueries: number;
  counts: number;
}

const zero = (): ReadCounts => ({ gets: 0, getManyDocs: 0, queries: 0, queryDocs: 0, emptyQueries: 0, counts: 0 });

/** The difference between two readings. */
export const readsBetween = (before: ReadCounts, after: ReadCounts): ReadCounts => ({
  gets: after.gets - before.gets,
  getManyDocs: after.getManyDocs - before.getManyDocs,
  queries: after.queries - before.queries,
  queryDocs: after.queryDocs - before.queryDocs,
  emptyQueries: after.emptyQueries - before.emptyQueries,
  counts: after.counts - before.counts,
});

/**
 * The document reads Firestore bills for them: one per document got or answered, one for a query
 * that answered none, one per aggregation query (a count is billed one read per 1,000 index entries
 * it scans, at least one; the app's counts scan fewer).
 */
export const billedReads = (r: ReadCounts): number => r.gets + r.getManyDocs + r.queryDocs + r.emptyQueries + r.counts;

/** Wraps a store so that every read is counted, and the document writes (sets, creates, updates, deletes) in all. */
export function countingStore(inner: Store): { store: Store; reads: () => ReadCounts; writes: () => number } {
  const counts = zero();
  let writes = 0;
  const written = <A extends unknown[], R>(write: (...args: A) => R) => (...args: A): R => {
    writes += 1;
    return write(...args);
  };
  const counted = async <T extends DocumentData>(docs: Promise<{ id: string; data: T }[]>) => {
    counts.queries += 1;
    const answered = await docs;
    counts.queryDocs += answered.length;
    if (answered.length === 0) counts.emptyQueries += 1;
    return answered;
  };
  const store: Store = {
    get: (collection, id) => {
      counts.gets += 1;
      return inner.get(collection, id);
    },
    getMany: (collection, ids) => {
      counts.getManyDocs += ids.length;
      return inner.getMany(collection, ids);
    },
    query: <T extends DocumentData>(query: Query) => counted(inner.query<T>(query)),
    count: (query) => {
      counts.counts += 1;
      return inner.count(query);
    },
    set: written((...args: Parameters<Store['set']>) => inner.set(...args)),
    create: written((...args: Parameters<Store['create']>) => inner.create(...args)),
    update: written((...args: Parameters<Store['update']>) => inner.update(...args)),
    delete: written((...args: Parameters<Store['delete']>) => inner.delete(...args)),
    batch: () => {
      const batch = inner.batch();
      return {
        set: written((...args: Parameters<typeof batch.set>) => batch.set(...args)),
        create: written((...args: Parameters<typeof batch.create>) => batch.create(...args)),
        update: written((...args: Parameters<typeof batch.update>) => batch.update(...args)),
        delete: written((...args: Parameters<typeof batch.delete>) => batch.delete(...args)),
        commit: () => batch.commit(),
      };
    },
    // Only the attempt that committed is counted: Firestore re-runs a callback under contention (and
    // the embedded store does at random in the suites), which an uncontended action does not pay for.
    transaction: async (fn) => {
      let attempt = zero();
      let attemptWrites = 0;
      const result = await inner.transaction((tx) => {
        attempt = zero();
        attemptWrites = 0;
        const wrote = <A extends unknown[], R>(write: (...args: A) => R) => (...args: A): R => {
          attemptWrites += 1;
          return write(...args);
        };
        const countedTx: Transaction = {
          get: (collection, id) => {
            attempt.gets += 1;
            return tx.get(collection, id);
          },
          query: async <T extends DocumentData>(query: Query) => {
            attempt.queries += 1;
            const answered = await tx.query<T>(query);
            attempt.queryDocs += answered.length;
            if (answered.length === 0) attempt.emptyQueries += 1;
            return answered;
          },
          set: wrote((...args: Parameters<Transaction['set']>) => tx.set(...args)),
          create: wrote((...args: Parameters<Transaction['create']>) => tx.create(...args)),
          update: wrote((...args: Parameters<Transaction['update']>) => tx.update(...args)),
          delete: wrote((...args: Parameters<Transaction['delete']>) => tx.delete(...args)),
        };
        return fn(countedTx);
      });
      for (const key of Object.keys(counts) as (keyof ReadCounts)[]) counts[key] += attempt[key];
      writes += attemptWrites;
      return result;
    },
    close: () => inner.close(),
  };
  return { store, reads: () => ({ ...counts }), writes: () => writes };
}
