/**
 * The store port: a small, Firestore-shaped document store.
 *
 * Every service reaches data through this interface only (via its repository).
 * Two adapters implement it: `firestore` (firebase-admin, production and the
 * Firestore emulator) and `sqlite` (better-sqlite3, the embedded default).
 * Values are JSON (strings, numbers, booleans, null, arrays and plain objects) and JS `Date`s.
 * Dates meant for display and ordering are stored as ISO-8601 strings so that they order the same
 * everywhere; a `Date` is stored as a Firestore Timestamp, which a TTL policy needs (Firestore
 * expires documents only on Timestamp fields), and comes back as a `Date`.
 */

export type DocumentData = Record<string, unknown>;

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export interface Filter {
  field: string;
  op: WhereOp;
  value: unknown;
}

export interface Order {
  field: string;
  direction?: 'asc' | 'desc';
}

/** A query, as plain data, so that its shape can be checked against firestore.indexes.json. */
export interface Query {
  collection: string;
  where?: Filter[];
  orderBy?: Order[];
  limit?: number;
  offset?: number;
}

export interface StoredDoc<T extends DocumentData = DocumentData> {
  id: string;
  data: T;
}

/** Sentinels understood by `update` (and `set` with merge), as Firestore's FieldValue. */
export interface IncrementOp {
  readonly __storeOp: 'increment';
  readonly by: number;
}
export interface DeleteFieldOp {
  readonly __storeOp: 'deleteField';
}
export type FieldOp = IncrementOp | DeleteFieldOp;

export const increment = (by: number): IncrementOp => ({ __storeOp: 'increment', by });
export const deleteField = (): DeleteFieldOp => ({ __storeOp: 'deleteField' });

export function isFieldOp(value: unknown): value is FieldOp {
  return typeof value === 'object' && value !== null && '__storeOp' in value;
}

/**
 * A patch for `update`: keys may be dotted paths ("detail.phone"), values may be FieldOps.
 */
export type Patch = Record<string, unknown>;

export interface WriteOps {
  /** Creates or replaces the document (or merges into it with `{ merge: true }`). */
  set(collection: string, id: string, data: DocumentData, options?: { merge?: boolean }): void;
  /** Creates the document; the commit fails with StoreConflictError if it exists. */
  create(collection: string, id: string, data: DocumentData): void;
  /** Patches an existing document; the commit fails with StoreNotFoundError if it is missing. */
  update(collection: string, id: string, patch: Patch): void;
  delete(collection: string, id: string): void;
}

export interface WriteBatch extends WriteOps {
  commit(): Promise<void>;
}

/**
 * Inside a transaction all reads come before all writes (Firestore's rule).
 * Writes are applied together at the end; if the callback throws, nothing is written.
 */
export interface Transaction extends WriteOps {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  query<T extends DocumentData>(query: Query): Promise<StoredDoc<T>[]>;
}

export interface Store {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]>;
  query<T extends DocumentData>(query: Query): Promise<StoredDoc<T>[]>;
  count(query: Query): Promise<number>;
  set(collection: string, id: string, data: DocumentData, options?: { merge?: boolean }): Promise<void>;
  create(collection: string, id: string, data: DocumentData): Promise<void>;
  update(collection: string, id: string, patch: Patch): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  batch(): WriteBatch;
  transaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  /** Releases connections (tests, scripts). */
  close(): Promise<void>;
}

export class StoreNotFoundError extends Error {
  constructor(readonly collection: string, readonly id: string) {
    super(`Document ${collection}/${id} does not exist`);
    this.name = 'StoreNotFoundError';
  }
}

export class StoreConflictError extends Error {
  constructor(readonly collection: string, readonly id: string) {
    super(`Document ${collection}/${id} already exists`);
    this.name = 'StoreConflictError';
  }
}

/** Thrown (in tests and local runs) when a query needs a composite index that firestore.indexes.json lacks. */
export class MissingIndexError extends Error {
  constructor(readonly query: Query, readonly needed: string) {
    super(`Query on ${query.collection} needs a composite index (${needed}) missing from firestore.indexes.json`);
    this.name = 'MissingIndexError';
  }
}

/**
 * Thrown where Firestore would refuse the operation for one of its documented limits (document
 * size, request size, nesting, names, transaction time, TTL fields...): see limits.ts.
 * The sqlite adapter checks them so that tests fail where production would.
 */
export class StoreLimitError extends Error {
  constructor(readonly limit: string, detail: string) {
    super(`Firestore limit exceeded (${limit}): ${detail}`);
    this.name = 'StoreLimitError';
  }
}
