import { AsyncLocalStorage } from 'node:async_hooks';
import { FIRESTORE_LIMITS } from './limits.js';
import type { DocumentData, Query, Store, StoredDoc, Transaction, WriteBatch, WriteOps } from './port.js';

/**
 * The content every reader reads and only the content write path, its jobs and the seed change:
 * what `cachingCatalogue` keeps per instance (issue 40 item 5). Users' own documents (profiles,
 * favourites, views, formulas) are never kept.
 */
export const CATALOGUE_COLLECTIONS: ReadonlySet<string> = new Set([
  'categories',
  'supplements',
  'supplement_topics',
  'supplement_forms',
  'nutrients',
  'drugs',
  'drug_classes',
  'conditions',
  'interactions',
  'content_versions',
  'monograph_changes',
]);

/** Single documents kept as the catalogue is (collection/id): digests of it that readers read whole. */
export const CATALOGUE_DOCUMENTS: ReadonlySet<string> = new Set(['meta/clinical_names']);

/** The document every instance's write of the catalogue changes, and every instance looks at to forget what it kept. */
const STAMP_COLLECTION = 'meta';
const STAMP_ID = 'catalogue_stamp';
export const CATALOGUE_STAMP = { collection: STAMP_COLLECTION, id: STAMP_ID } as const;
/** How often an instance that is serving looks at the stamp: another instance's write is seen at most this late. */
export const STAMP_CHECK_MS = 1_000;
/** The longest a document is kept, for a write that bypassed every instance's store (a console edit, a restore by hand). */
export const MAX_AGE_MS = 10 * 60_000;
/**
 * What an instance keeps at most (JSON characters; the parsed documents take two to three times that
 * in the heap, ~25 MB beside the search index's ~75 MB: docs/performance.md): the least recently used go first.
 */
export const MAX_CACHED_CHARS = 8 * 1024 * 1024;

const fresh = new AsyncLocalStorage<true>();

/**
 * Runs `work` with every read of the store, the catalogue's too, read from the store: what builds a
 * document from others (a digest, the search index, a background job) must not build it from a copy
 * another instance's write has made stale, nor mix kept and fresh documents.
 */
export function freshReads<R>(work: () => Promise<R>): Promise<R> {
  return fresh.run(true, work);
}

interface Entry {
  value: unknown;
  chars: number;
  at: number;
}

export interface CatalogueCacheOptions {
  /** False for a process that only writes (the seed, an operations command): its writes stamp the catalogue, it keeps nothing. */
  keepReads?: boolean;
  clock?: () => number;
  maxChars?: number;
  stampCheckMs?: number;
  newStamp?: () => string;
}

/**
 * The store with the catalogue's reads outside transactions answered from memory while current:
 * this instance forgets everything it kept when it writes the catalogue (when the write is issued
 * and again when it is committed, so a read that began in between is not kept), and writes the
 * stamp in the same commit; it reads the stamp at most every `STAMP_CHECK_MS` while serving and
 * forgets everything when another instance has changed it. Reads inside transactions always read the
 * store. Answers are copies (a caller may change what it got).
 */
export function cachingCatalogue(inner: Store, options: CatalogueCacheOptions = {}): Store {
  const clock = options.clock ?? (() => performance.now());
  const maxChars = options.maxChars ?? MAX_CACHED_CHARS;
  const stampCheckMs = options.stampCheckMs ?? STAMP_CHECK_MS;
  const newStamp = options.newStamp ?? (() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const entries = new Map<string, Entry>();
  let chars = 0;
  /** Raised whenever what is kept may be stale: a read begun before is not kept. */
  let generation = 0;
  let knownStamp: string | null | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  const forget = () => {
    generation += 1;
    entries.clear();
    chars = 0;
  };
  /** Whether a write touches what instances keep (inside `freshReads` too). */
  const ofCatalogue = (collection: string, id: string) => CATALOGUE_COLLECTIONS.has(collection) || CATALOGUE_DOCUMENTS.has(`${collection}/${id}`);
  /** Whether a read outside a transaction may be answered from memory. */
  const keepReads = options.keepReads ?? true;
  const cached = (collection: string) => keepReads && CATALOGUE_COLLECTIONS.has(collection) && fresh.getStore() === undefined;
  const cachedDoc = (collection: string, id: string) => keepReads && ofCatalogue(collection, id) && fresh.getStore() === undefined;

  async function current(): Promise<void> {
    if (clock() - checkedAt < stampCheckMs) return;
    checking ??= (async () => {
      try {
        const seen = await inner.get<{ stamp?: string }>(CATALOGUE_STAMP.collection, CATALOGUE_STAMP.id);
        const stamp = seen?.stamp ?? null;
        if (knownStamp !== undefined && stamp !== knownStamp) forget();
        knownStamp = stamp;
        checkedAt = clock();
      } finally {
        checking = null;
      }
    })();
    await checking;
  }

  const take = (key: string): { hit: true; value: unknown } | { hit: false } => {
    const entry = entries.get(key);
    if (!entry) return { hit: false };
    entries.delete(key);
    if (clock() - entry.at > MAX_AGE_MS) {
      chars -= entry.chars;
      return { hit: false };
    }
    entries.set(key, entry);
    return { hit: true, value: structuredClone(entry.value) };
  };
  const keep = (key: string, value: unknown, since: number) => {
    if (since !== generation) return;
    const size = JSON.stringify(value ?? null).length + key.length;
    // One answer may take at most half of what is kept (the drug lists, a long monograph), so it never empties the rest alone.
    if (size > maxChars / 2) return;
    const old = entries.get(key);
    if (old) {
      chars -= old.chars;
      entries.delete(key);
    }
    entries.set(key, { value: structuredClone(value), chars: size, at: clock() });
    chars += size;
    for (const [oldest, entry] of entries) {
      if (chars <= maxChars) break;
      entries.delete(oldest);
      chars -= entry.chars;
    }
  };
  const docKey = (collection: string, id: string) => `d\u0000${collection}\u0000${id}`;

  const stampData = () => ({ stamp: newStamp(), at: new Date().toISOString() });
  /** Forgets what is kept once the write has settled (a read begun while it was on its way is not kept either). */
  const settled = async <R>(work: () => Promise<R>, touched: () => boolean = () => true): Promise<R> => {
    try {
      return await work();
    } finally {
      if (touched()) forget();
    }
  };
  const noting = (ops: WriteOps, note: (collection: string, id: string) => void): WriteOps => ({
    set: (collection, id, data: DocumentData, setOptions) => {
      note(collection, id);
      ops.set(collection, id, data, setOptions);
    },
    create: (collection, id, data) => {
      note(collection, id);
      ops.create(collection, id, data);
    },
    update: (collection, id, patch) => {
      note(collection, id);
      ops.update(collection, id, patch);
    },
    delete: (collection, id) => {
      note(collection, id);
      ops.delete(collection, id);
    },
  });
  /** A single write of the catalogue: committed with the stamp, as one batch. */
  const single = (collection: string, id: string, write: (ops: WriteOps) => void, alone: () => Promise<void>) => {
    if (!ofCatalogue(collection, id)) return alone();
    forget();
    const batch = inner.batch();
    write(batch);
    batch.set(STAMP_COLLECTION, STAMP_ID, stampData());
    return settled(() => batch.commit());
  };

  return {
    get: async <T extends DocumentData>(collection: string, id: string) => {
      if (!cachedDoc(collection, id)) return inner.get<T>(collection, id);
      await current();
      const key = docKey(collection, id);
      const found = take(key);
      if (found.hit) return found.value as T | null;
      const since = generation;
      const doc = await inner.get<T>(collection, id);
      keep(key, doc, since);
      return doc;
    },
    getMany: async <T extends DocumentData>(collection: string, ids: string[]) => {
      if (!cached(collection) || ids.length === 0) return inner.getMany<T>(collection, ids);
      await current();
      const answers = new Map<string, T | null>();
      const missing: string[] = [];
      for (const id of ids) {
        const found = take(docKey(collection, id));
        if (found.hit) answers.set(id, found.value as T | null);
        else if (!missing.includes(id)) missing.push(id);
      }
      if (missing.length > 0) {
        const since = generation;
        const read = await inner.getMany<T>(collection, missing);
        missing.forEach((id, index) => {
          const doc = read[index] ?? null;
          answers.set(id, doc);
          keep(docKey(collection, id), doc, since);
        });
        // A document asked for twice is answered twice, each a copy of its own.
        return ids.map((id) => structuredClone(answers.get(id) ?? null));
      }
      return ids.map((id) => answers.get(id) ?? null);
    },
    query: async <T extends DocumentData>(query: Query) => {
      if (!cached(query.collection)) return inner.query<T>(query);
      await current();
      const key = `q\u0000${JSON.stringify(query)}`;
      const found = take(key);
      if (found.hit) return found.value as StoredDoc<T>[];
      const since = generation;
      const docs = await inner.query<T>(query);
      keep(key, docs, since);
      return docs;
    },
    count: async (query) => {
      if (!cached(query.collection)) return inner.count(query);
      await current();
      const key = `c\u0000${JSON.stringify(query)}`;
      const found = take(key);
      if (found.hit) return found.value as number;
      const since = generation;
      const count = await inner.count(query);
      keep(key, count, since);
      return count;
    },
    set: (collection, id, data, setOptions) => single(collection, id, (ops) => ops.set(collection, id, data, setOptions), () => inner.set(collection, id, data, setOptions)),
    create: (collection, id, data) => single(collection, id, (ops) => ops.create(collection, id, data), () => inner.create(collection, id, data)),
    update: (collection, id, patch) => single(collection, id, (ops) => ops.update(collection, id, patch), () => inner.update(collection, id, patch)),
    delete: (collection, id) => single(collection, id, (ops) => ops.delete(collection, id), () => inner.delete(collection, id)),
    // The stamp is written in the same commit as the catalogue's write: no crash between them can leave other instances a write behind.
    batch: (): WriteBatch => {
      const batch = inner.batch();
      let touched = false;
      let writes = 0;
      const ops = noting(batch, (collection, id) => {
        writes += 1;
        if (ofCatalogue(collection, id)) {
          touched = true;
          forget();
        }
      });
      return {
        ...ops,
        commit: async () => {
          if (!touched) return batch.commit();
          // A batch already at Firestore's 500 writes has its stamp written just after it.
          const room = writes < FIRESTORE_LIMITS.writesPerCommit;
          if (room) batch.set(STAMP_COLLECTION, STAMP_ID, stampData());
          await settled(() => batch.commit());
          if (!room) await settled(() => inner.set(STAMP_COLLECTION, STAMP_ID, stampData()));
        },
      };
    },
    transaction: <R>(fn: (tx: Transaction) => Promise<R>) => {
      let touched = false;
      // A transaction already at Firestore's 500 writes has its stamp written just after it.
      let stampAfter = false;
      return settled(
        () =>
        inner.transaction(async (tx) => {
          // Each attempt starts clean (Firestore re-runs the callback under contention).
          let attemptTouched = false;
          let writes = 0;
          const result = await fn({
            get: (collection, id) => tx.get(collection, id),
            query: (query) => tx.query(query),
            ...noting(tx, (collection, id) => {
              writes += 1;
              if (ofCatalogue(collection, id)) {
                attemptTouched = touched = true;
                forget();
              }
            }),
          });
          stampAfter = attemptTouched && writes >= FIRESTORE_LIMITS.writesPerCommit;
          if (attemptTouched && !stampAfter) tx.set(STAMP_COLLECTION, STAMP_ID, stampData());
          return result;
        }),
        () => touched,
      ).then(async (result) => {
        if (stampAfter) await settled(() => inner.set(STAMP_COLLECTION, STAMP_ID, stampData()));
        return result;
      });
    },
    close: () => inner.close(),
  };
}
