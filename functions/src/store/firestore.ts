/**
 * The production store adapter: Cloud Firestore (and the Firestore emulator) via firebase-admin.
 *
 * Callers never pass `undefined` as a value (the sqlite adapter rejects it, so tests catch it):
 * the Firestore client keeps its default `ignoreUndefinedProperties: false` and would throw.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentData as FirestoreData,
  type DocumentReference,
  type Firestore,
  type Query as FirestoreQuery,
  type QuerySnapshot,
  type SetOptions,
} from 'firebase-admin/firestore';
import { isPlainObject } from './fields.js';
import {
  isFieldOp,
  StoreConflictError,
  StoreNotFoundError,
  type DocumentData,
  type Query,
  type Store,
  type StoredDoc,
  type Transaction,
} from './port.js';
import { recordWrites, type WriteOp } from './write-ops.js';

/** What a firebase-admin WriteBatch and Transaction have in common. */
interface NativeWriter {
  set(ref: DocumentReference, data: FirestoreData, options: SetOptions): unknown;
  create(ref: DocumentReference, data: FirestoreData): unknown;
  update(ref: DocumentReference, data: FirestoreData): unknown;
  delete(ref: DocumentReference): unknown;
}

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/** Replaces the port's sentinels with FieldValue transforms, recursively through maps. */
function toFirestoreValue(value: unknown): unknown {
  if (isFieldOp(value)) return value.__storeOp === 'increment' ? FieldValue.increment(value.by) : FieldValue.delete();
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toFirestoreValue(item)]));
  }
  return value;
}

const toFirestoreData = (data: DocumentData): FirestoreData => toFirestoreValue(data) as FirestoreData;

/**
 * The port speaks `Date`: firebase-admin writes a Date as a Timestamp but reads a Timestamp back
 * as a Timestamp, so reads turn them into Dates, recursively through arrays and maps.
 */
function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromFirestoreValue(item)]));
  }
  return value;
}

/** A snapshot's data in the port's terms, or null when the document does not exist. */
const dataOf = <T extends DocumentData>(snapshot: { exists: boolean; data(): FirestoreData | undefined }): T | null =>
  snapshot.exists ? (fromFirestoreValue(snapshot.data()) as T) : null;

function toFirestoreQuery(db: Firestore, query: Query): FirestoreQuery {
  let result: FirestoreQuery = db.collection(query.collection);
  for (const filter of query.where ?? []) result = result.where(filter.field, filter.op, filter.value);
  for (const order of query.orderBy ?? []) result = result.orderBy(order.field, order.direction ?? 'asc');
  if (query.limit !== undefined) result = result.limit(query.limit);
  if (query.offset) result = result.offset(query.offset);
  return result;
}

function applyWrite(db: Firestore, writer: NativeWriter, op: WriteOp): void {
  const ref = db.collection(op.collection).doc(op.id);
  if (op.kind === 'set') writer.set(ref, toFirestoreData(op.data), { merge: op.merge });
  else if (op.kind === 'create') writer.create(ref, toFirestoreData(op.data));
  // Dotted keys in update data are field paths in Firestore, as in the port.
  else if (op.kind === 'update') writer.update(ref, toFirestoreData(op.patch));
  else writer.delete(ref);
}

/** Maps a failed commit's gRPC code to the port's errors, naming the write it must have been. */
function toStoreError(error: unknown, ops: WriteOp[]): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const kind = code === ALREADY_EXISTS ? 'create' : code === NOT_FOUND ? 'update' : undefined;
  const op = kind && ops.find((candidate) => candidate.kind === kind);
  if (!op) return error;
  return kind === 'create' ? new StoreConflictError(op.collection, op.id) : new StoreNotFoundError(op.collection, op.id);
}

async function commit(db: Firestore, ops: WriteOp[]): Promise<void> {
  const batch = db.batch();
  for (const op of ops) applyWrite(db, batch, op);
  try {
    await batch.commit();
  } catch (error) {
    throw toStoreError(error, ops);
  }
}

/** A Store over the given Firestore instance. */
export function createFirestoreStore(db: Firestore): Store {
  const docs = <T extends DocumentData>(snapshot: QuerySnapshot): StoredDoc<T>[] =>
    snapshot.docs.map((doc) => ({ id: doc.id, data: fromFirestoreValue(doc.data()) as T }));

  const runTransaction = async <R>(fn: (tx: Transaction) => Promise<R>): Promise<R> => {
    let ops: WriteOp[] = [];
    try {
      return await db.runTransaction(async (native) => {
        // Firestore may run the callback again on contention; each attempt starts clean.
        ops = [];
        const beforeWrites = (): void => {
          if (ops.length > 0) throw new Error('Transactions require all reads to be executed before all writes');
        };
        const tx: Transaction = {
          ...recordWrites(ops),
          get: async <T extends DocumentData>(collection: string, id: string) => {
            beforeWrites();
            return dataOf<T>(await native.get(db.collection(collection).doc(id)));
          },
          query: async <T extends DocumentData>(query: Query) => {
            beforeWrites();
            return docs<T>(await native.get(toFirestoreQuery(db, query)));
          },
        };
        const result = await fn(tx);
        for (const op of ops) applyWrite(db, native, op);
        return result;
      });
    } catch (error) {
      throw toStoreError(error, ops);
    }
  };

  return {
    get: async <T extends DocumentData>(collection: string, id: string) => {
      return dataOf<T>(await db.collection(collection).doc(id).get());
    },
    getMany: async <T extends DocumentData>(collection: string, ids: string[]) => {
      if (ids.length === 0) return [];
      const snapshots = await db.getAll(...ids.map((id) => db.collection(collection).doc(id)));
      return snapshots.map((snapshot) => dataOf<T>(snapshot));
    },
    query: async <T extends DocumentData>(query: Query) => docs<T>(await toFirestoreQuery(db, query).get()),
    count: async (query: Query) => (await toFirestoreQuery(db, query).count().get()).data().count,
    set: (collection, id, data, options) => commit(db, [{ kind: 'set', collection, id, data, merge: options?.merge === true }]),
    create: (collection, id, data) => commit(db, [{ kind: 'create', collection, id, data }]),
    update: (collection, id, patch) => commit(db, [{ kind: 'update', collection, id, patch }]),
    delete: (collection, id) => commit(db, [{ kind: 'delete', collection, id }]),
    batch: () => {
      const ops: WriteOp[] = [];
      return { ...recordWrites(ops), commit: () => commit(db, ops) };
    },
    transaction: runTransaction,
    close: () => db.terminate(),
  };
}
