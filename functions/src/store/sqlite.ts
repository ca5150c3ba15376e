/**
 * The embedded store adapter: one SQLite file (better-sqlite3), one JSON document per row.
 * Local-only: better-sqlite3 is a devDependency and is loaded lazily by the async factory.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { applyPatch, mergeDocument, toStoredDocument } from './fields.js';
import { isServable, describeIndex, type IndexDefinitions } from './indexes.js';
import { checkCommit, checkDocument, checkDocumentName, checkQuery, FIRESTORE_LIMITS, transactionTimer, type StoreLimits } from './limits.js';
import {
  MissingIndexError,
  StoreConflictError,
  StoreNotFoundError,
  type DocumentData,
  type Query,
  type Store,
  type StoredDoc,
  type Transaction,
  type WriteBatch,
  type WriteOps,
} from './port.js';
import { countStatement, hotFieldIndexStatements, plannerStatisticsStatements, selectStatement } from './sqlite-query.js';
import { decodeJson, encodeJson } from './timestamps.js';
import { checkTtl, ttlPolicies, type TtlPolicies } from './ttl.js';
import { recordWrites, type WriteOp } from './write-ops.js';

type Database = BetterSqlite3.Database;

export interface SqliteStoreOptions {
  /** The database file (created if missing). */
  path: string;
  /**
   * When given, queries Firestore could not serve with these indexes throw MissingIndexError, and
   * writes that leave a TTL field without a Date throw StoreLimitError.
   */
  indexes?: IndexDefinitions;
  /** Firestore's limits, by default its documented ones (tests lower some, e.g. the transaction time). */
  limits?: Partial<StoreLimits>;
  /** The clock transactions are timed by (milliseconds). */
  now?: () => number;
  /**
   * Firestore runs a transaction's callback again when another write contends with it (up to five
   * attempts); this store holds the write lock, so it never has to. When given, each attempt but the
   * last is thrown away after its callback returns with this probability, and the callback runs
   * again, as under contention: code that is right only when its callback runs once fails here too.
   * On in the test suites (test/backends.ts, `STORE_RERUN_TRANSACTIONS`).
   */
  rerunTransactions?: { probability: number; random?: () => number };
}

/** Firestore's attempts per transaction (the Admin SDK's default `maxAttempts`). */
export const TRANSACTION_ATTEMPTS = 5;

/** Runs tasks one at a time, in call order. */
function createMutex(): <T>(task: () => Promise<T> | T) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}

/** The document table, with statements prepared once. */
function openTable(db: Database, limits: StoreLimits, ttl: TtlPolicies) {
  db.exec(`CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL CHECK (json_valid(data)),
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID`);
  for (const statement of [...hotFieldIndexStatements(), ...plannerStatisticsStatements()]) db.exec(statement);
  const readStmt = db.prepare<[string, string], { data: string }>('SELECT data FROM documents WHERE collection = ? AND id = ?');
  const writeStmt = db.prepare('INSERT OR REPLACE INTO documents (collection, id, data) VALUES (?, ?, ?)');
  const deleteStmt = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');

  const read = (collection: string, id: string): DocumentData | null => {
    const row = readStmt.get(collection, id);
    return row ? decodeJson<DocumentData>(row.data) : null;
  };

  /** Applies one write to the current state; callers wrap a list of them in one SQLite transaction. */
  const apply = (op: WriteOp): void => {
    const { collection, id } = op;
    if (op.kind === 'delete') {
      deleteStmt.run(collection, id);
      return;
    }
    const current = read(collection, id);
    let next: DocumentData;
    if (op.kind === 'create') {
      if (current) throw new StoreConflictError(collection, id);
      next = toStoredDocument(op.data);
    } else if (op.kind === 'update') {
      if (!current) throw new StoreNotFoundError(collection, id);
      next = applyPatch(current, op.patch);
    } else {
      next = op.merge ? mergeDocument(current ?? {}, op.data) : toStoredDocument(op.data);
    }
    // Firestore checks the document a write leaves, merges and patches included.
    checkDocument(collection, id, next, limits);
    checkTtl(op, current, next, ttl);
    writeStmt.run(collection, id, encodeJson(next));
  };

  const query = <T extends DocumentData>(q: Query): StoredDoc<T>[] => {
    const { sql, params } = selectStatement(q);
    const rows = db.prepare<[Record<string, unknown>], { id: string; data: string }>(sql).all(params);
    return rows.map((row) => ({ id: row.id, data: decodeJson<T>(row.data) }));
  };

  const count = (q: Query): number => {
    const { sql, params } = countStatement(q);
    return db.prepare<[Record<string, unknown>], { n: number }>(sql).get(params)?.n ?? 0;
  };

  // IMMEDIATE, as transactions below: a deferred one reads first (apply checks the current document),
  // and if another process (the Functions emulator runs several) commits before it writes, SQLite
  // answers 'database is locked' at once, without waiting out busy_timeout.
  const applyAll = db.transaction((ops: WriteOp[]) => ops.forEach(apply)).immediate;
  return {
    read: (collection: string, id: string): DocumentData | null => {
      checkDocumentName(collection, id, limits);
      return read(collection, id);
    },
    apply,
    query,
    count,
    /** One commit: Firestore refuses the whole request before applying any of it. */
    commit: (ops: WriteOp[]): void => {
      checkCommit(ops, limits);
      applyAll(ops);
    },
  };
}

/** Opens (creating if needed) a sqlite-backed Store at `options.path`. */
export async function createSqliteStore(options: SqliteStoreOptions): Promise<Store> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(options.path);
  // WAL lets a seed script write the same file while the app reads; busy_timeout makes
  // writers wait for each other instead of failing at once.
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = NORMAL');
  const limits: StoreLimits = { ...FIRESTORE_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const table = openTable(db, limits, ttlPolicies(options.indexes));

  // Transactions hold the write lock across their async callback, so every write in this
  // process queues behind them. A write started from inside a callback would wait for itself.
  const exclusive = createMutex();
  const insideTransaction = new AsyncLocalStorage<true>();
  const serialised = <T>(task: () => T | Promise<T>): Promise<T> => {
    if (insideTransaction.getStore()) {
      return Promise.reject(new Error('Use the transaction object for writes inside a transaction callback'));
    }
    return exclusive(task);
  };

  const checkIndexes = (q: Query): void => {
    checkQuery(q, limits);
    if (options.indexes && !isServable(q, options.indexes)) throw new MissingIndexError(q, describeIndex(q));
  };

  const runQuery = <T extends DocumentData>(q: Query): StoredDoc<T>[] => {
    checkIndexes(q);
    return table.query<T>(q);
  };

  const rerun = options.rerunTransactions;
  const random = rerun?.random ?? Math.random;
  /** Whether this attempt is thrown away and the callback run again (never the last attempt). */
  const contended = (attempt: number): boolean => rerun !== undefined && attempt < TRANSACTION_ATTEMPTS && random() < rerun.probability;

  const runTransaction = async <R>(fn: (tx: Transaction) => Promise<R>): Promise<R> => {
    // IMMEDIATE takes the write lock now, so no other process can change what the callback
    // reads before its writes land: the callback needs no retries (unless `rerunTransactions` asks).
    db.exec('BEGIN IMMEDIATE');
    try {
      for (let attempt = 1; ; attempt += 1) {
        const timed = transactionTimer(limits, now);
        // Each attempt starts clean, as Firestore's do: its writes are recorded afresh.
        const ops: WriteOp[] = [];
        const beforeWrites = (): void => {
          if (ops.length > 0) throw new Error('Transactions require all reads to be executed before all writes');
          timed('a read');
        };
        const tx: Transaction = {
          ...recordWrites(ops),
          get: async <T extends DocumentData>(collection: string, id: string) => {
            beforeWrites();
            return table.read(collection, id) as T | null;
          },
          query: async <T extends DocumentData>(q: Query) => {
            beforeWrites();
            return runQuery<T>(q);
          },
        };
        const result = await insideTransaction.run(true, () => fn(tx));
        if (contended(attempt)) continue;
        timed('the commit');
        checkCommit(ops, limits);
        ops.forEach(table.apply);
        db.exec('COMMIT');
        return result;
      }
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };

  // Recording copies the values now; the write itself may wait for a running transaction.
  const write = (record: (ops: WriteOps) => void): Promise<void> => {
    const ops: WriteOp[] = [];
    record(recordWrites(ops));
    return serialised(() => table.commit(ops));
  };

  return {
    get: async <T extends DocumentData>(collection: string, id: string) => table.read(collection, id) as T | null,
    getMany: async <T extends DocumentData>(collection: string, ids: string[]) =>
      ids.map((id) => table.read(collection, id) as T | null),
    query: async <T extends DocumentData>(q: Query) => runQuery<T>(q),
    count: async (q: Query) => {
      checkIndexes(q);
      return table.count(q);
    },
    set: (collection, id, data, opts) => write((w) => w.set(collection, id, data, opts)),
    create: (collection, id, data) => write((w) => w.create(collection, id, data)),
    update: (collection, id, patch) => write((w) => w.update(collection, id, patch)),
    delete: (collection, id) => write((w) => w.delete(collection, id)),
    batch: (): WriteBatch => {
      const ops: WriteOp[] = [];
      return { ...recordWrites(ops), commit: () => serialised(() => table.commit(ops)) };
    },
    transaction: (fn) => serialised(() => runTransaction(fn)),
    close: () => exclusive(() => void db.close()),
  };
}
