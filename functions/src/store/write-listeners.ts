import type { DocumentData, Store, Transaction, WriteBatch, WriteOps } from './port.js';

/** Told of a document's write: when it is issued and again when it has been committed (or failed). */
export type WriteListener = (collection: string, id: string) => void;

const registries = new WeakMap<Store, Set<WriteListener>>();

/**
 * The store with its writes told to listeners (`onStoreWrite`): a per-instance cache kept on this
 * store (the callers' profiles, modules/users/profile-cache.ts) forgets what this instance writes. A
 * write is told when issued and again when its commit settles, so a read that began in between is not
 * kept. Writes by other instances are not seen: such a cache bounds its age instead.
 */
export function withWriteListeners(inner: Store): Store {
  const listeners = new Set<WriteListener>();
  const tell = (collection: string, id: string) => {
    for (const listener of listeners) listener(collection, id);
  };
  const told = (written: [string, string][]) => {
    for (const [collection, id] of written) tell(collection, id);
  };
  /** Write operations that tell the listeners and remember what they wrote, for the commit's second telling. */
  const telling = (ops: WriteOps, written: [string, string][]): WriteOps => ({
    set: (collection, id, data: DocumentData, options) => {
      written.push([collection, id]);
      tell(collection, id);
      ops.set(collection, id, data, options);
    },
    create: (collection, id, data) => {
      written.push([collection, id]);
      tell(collection, id);
      ops.create(collection, id, data);
    },
    update: (collection, id, patch) => {
      written.push([collection, id]);
      tell(collection, id);
      ops.update(collection, id, patch);
    },
    delete: (collection, id) => {
      written.push([collection, id]);
      tell(collection, id);
      ops.delete(collection, id);
    },
  });
  const settled = async <R>(written: [string, string][], work: Promise<R>): Promise<R> => {
    try {
      return await work;
    } finally {
      told(written);
    }
  };
  const one = (collection: string, id: string, write: () => Promise<void>) => {
    tell(collection, id);
    return settled([[collection, id]], write());
  };
  const store: Store = {
    get: (collection, id) => inner.get(collection, id),
    getMany: (collection, ids) => inner.getMany(collection, ids),
    query: (query) => inner.query(query),
    count: (query) => inner.count(query),
    set: (collection, id, data, options) => one(collection, id, () => inner.set(collection, id, data, options)),
    create: (collection, id, data) => one(collection, id, () => inner.create(collection, id, data)),
    update: (collection, id, patch) => one(collection, id, () => inner.update(collection, id, patch)),
    delete: (collection, id) => one(collection, id, () => inner.delete(collection, id)),
    batch: (): WriteBatch => {
      const batch = inner.batch();
      const written: [string, string][] = [];
      return { ...telling(batch, written), commit: () => settled(written, batch.commit()) };
    },
    transaction: <R>(fn: (tx: Transaction) => Promise<R>) => {
      // Every attempt's writes are told (a re-run callback may write other documents than the first).
      const written: [string, string][] = [];
      return settled(
        written,
        inner.transaction((tx) => fn({ get: (collection, id) => tx.get(collection, id), query: (query) => tx.query(query), ...telling(tx, written) })),
      );
    },
    close: () => inner.close(),
  };
  registries.set(store, listeners);
  return store;
}

/** Listens to the writes through `store`; false (nothing listened to) for a store not made by `withWriteListeners`. */
export function onStoreWrite(store: Store, listener: WriteListener): boolean {
  const listeners = registries.get(store);
  if (!listeners) return false;
  listeners.add(listener);
  return true;
}
