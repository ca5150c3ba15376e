import type { DocumentData, Query, Store } from '../store/port.js';

/** Store reads so far. Reads inside transactions are not counted: the read paths use none. */
export interface ReadCounts {
  /** `get` calls (one document each). */
  gets: number;
  /** Documents asked for through `getMany`. */
  getManyDocs: number;
  queries: number;
  /** Documents the queries answered. */
  queryDocs: number;
  counts: number;
}

const zero = (): ReadCounts => ({ gets: 0, getManyDocs: 0, queries: 0, queryDocs: 0, counts: 0 });

/** The difference between two readings. */
export const readsBetween = (before: ReadCounts, after: ReadCounts): ReadCounts => ({
  gets: after.gets - before.gets,
  getManyDocs: after.getManyDocs - before.getManyDocs,
  queries: after.queries - before.queries,
  queryDocs: after.queryDocs - before.queryDocs,
  counts: after.counts - before.counts,
});

/** Wraps a store so that every read is counted; writes pass straight through. */
export function countingStore(inner: Store): { store: Store; reads: () => ReadCounts } {
  const counts = zero();
  const store: Store = {
    get: (collection, id) => {
      counts.gets += 1;
      return inner.get(collection, id);
    },
    getMany: (collection, ids) => {
      counts.getManyDocs += ids.length;
      return inner.getMany(collection, ids);
    },
    query: async <T extends DocumentData>(query: Query) => {
      counts.queries += 1;
      const docs = await inner.query<T>(query);
      counts.queryDocs += docs.length;
      return docs;
    },
    count: (query) => {
      counts.counts += 1;
      return inner.count(query);
    },
    set: (...args) => inner.set(...args),
    create: (...args) => inner.create(...args),
    update: (...args) => inner.update(...args),
    delete: (...args) => inner.delete(...args),
    batch: () => inner.batch(),
    transaction: (fn) => inner.transaction(fn),
    close: () => inner.close(),
  };
  return { store, reads: () => ({ ...counts }) };
}
