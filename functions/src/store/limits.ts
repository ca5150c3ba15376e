/**
 * Firestore's documented limits, checked by the sqlite adapter on every read, write, commit,
 * transaction and query, so that tests and local runs fail where production would.
 * Numbers and sources: docs/engineering.md, "Firestore's limits, enforced locally".
 */
import { isPlainObject, splitFieldPath } from './fields.js';
import { isFieldOp, StoreLimitError, type DocumentData, type Query } from './port.js';
import { documentNameSize, documentSize, fieldsSize, utf8Bytes, valueSize } from './storage-size.js';
import type { WriteOp } from './write-ops.js';

export const FIRESTORE_LIMITS = {
  /** Maximum size for a document (storage-size rules). */
  documentBytes: 1_048_576,
  /** Maximum size of a field value: 1 MiB - 89 bytes. */
  fieldValueBytes: 1_048_487,
  /** Maximum size for a document name: 6 KiB. */
  documentNameBytes: 6 * 1024,
  /** Collection and document IDs: no longer than 1,500 bytes. */
  idBytes: 1_500,
  /** Maximum size of a field name, and of a field path. */
  fieldNameBytes: 1_500,
  fieldPathBytes: 1_500,
  /** Maximum depth of fields in a map or array (a top-level field is depth 1). */
  depth: 20,
  /** Maximum API request size: 10 MiB (a commit's writes together). */
  requestBytes: 10 * 1024 * 1024,
  /** Writes in one commit or transaction: the client SDKs' documented 500 (see engineering.md). */
  writesPerCommit: 500,
  /** Field transformations (increment) on a single document in one commit or transaction. */
  transformsPerDocument: 500,
  /** Time limit for a transaction, and its idle expiration time. */
  transactionMs: 270_000,
  transactionIdleMs: 60_000,
  /** Disjunctions of a query in disjunctive normal form (each `in` value is one). */
  disjunctions: 30,
};

export type StoreLimits = typeof FIRESTORE_LIMITS;

const RESERVED = /^__.*__$/;

function checkId(kind: string, value: string, limits: StoreLimits): void {
  if (value === '' || value === '.' || value === '..' || value.includes('/') || RESERVED.test(value)) {
    throw new StoreLimitError(`constraints on ${kind}s`, `"${value}" is empty, ".", "..", holds "/" or matches __.*__`);
  }
  if (utf8Bytes(value) > limits.idBytes) throw new StoreLimitError(`constraints on ${kind}s`, `${kind} longer than ${limits.idBytes} bytes`);
}

/** Collection and document IDs, and the name they make together. */
export function checkDocumentName(collection: string, id: string, limits: StoreLimits = FIRESTORE_LIMITS): void {
  checkId('collection ID', collection, limits);
  checkId('document ID', id, limits);
  const size = documentNameSize(collection, id);
  if (size > limits.documentNameBytes) {
    throw new StoreLimitError('maximum size for a document name', `${collection}/${id} is ${size} bytes, over ${limits.documentNameBytes}`);
  }
}

function checkFieldName(name: string, where: string, limits: StoreLimits): void {
  if (name === '' || RESERVED.test(name)) throw new StoreLimitError('constraints on field names', `"${name}" at ${where} is empty or matches __.*__ (reserved)`);
  if (utf8Bytes(name) > limits.fieldNameBytes) throw new StoreLimitError('maximum size of a field name', `a field name at ${where} is over ${limits.fieldNameBytes} bytes`);
}

export function checkFieldPath(path: string, limits: StoreLimits = FIRESTORE_LIMITS): void {
  if (utf8Bytes(path) > limits.fieldPathBytes) throw new StoreLimitError('maximum size of a field path', `"${path.slice(0, 40)}..." is over ${limits.fieldPathBytes} bytes`);
  splitFieldPath(path).forEach((segment) => checkFieldName(segment, path, limits));
}

function checkValue(value: unknown, path: string[], limits: StoreLimits, inArray: boolean): void {
  const where = path.join('.');
  if (path.length > limits.depth) throw new StoreLimitError('maximum depth of fields in a map or array', `${where} is ${path.length} levels deep, over ${limits.depth}`);
  if (Array.isArray(value)) {
    if (inArray) throw new StoreLimitError('arrays in arrays', `${where}: an array cannot hold another array directly`);
    value.forEach((item, index) => checkValue(item, [...path, String(index)], limits, true));
  } else if (isPlainObject(value)) {
    for (const [name, item] of Object.entries(value)) {
      checkFieldName(name, where, limits);
      checkValue(item, [...path, name], limits, false);
    }
  } else if (value instanceof Date) {
    const year = value.getUTCFullYear();
    if (year < 1 || year > 9999) throw new StoreLimitError('timestamp range', `${where}: Timestamps run from year 1 to 9999`);
  }
}

/** A document as it would be stored: names, nesting, value sizes and the 1 MiB document size. */
export function checkDocument(collection: string, id: string, data: DocumentData, limits: StoreLimits = FIRESTORE_LIMITS): void {
  for (const [name, value] of Object.entries(data)) {
    checkFieldName(name, `${collection}/${id}`, limits);
    checkValue(value, [name], limits, false);
    const size = valueSize(value);
    if (size > limits.fieldValueBytes) throw new StoreLimitError('maximum size of a field value', `${collection}/${id} ${name} is ${size} bytes, over ${limits.fieldValueBytes}`);
  }
  const size = documentSize(collection, id, data);
  if (size > limits.documentBytes) throw new StoreLimitError('maximum size for a document', `${collection}/${id} is ${size} bytes, over ${limits.documentBytes}`);
}

function countTransforms(value: unknown): number {
  if (isFieldOp(value)) return value.__storeOp === 'increment' ? 1 : 0;
  if (!isPlainObject(value)) return 0;
  return Object.values(value).reduce((sum: number, item) => sum + countTransforms(item), 0);
}

/** A commit's writes together: their number, transforms per document, field paths and request size. */
export function checkCommit(ops: WriteOp[], limits: StoreLimits = FIRESTORE_LIMITS): void {
  if (ops.length > limits.writesPerCommit) throw new StoreLimitError('maximum writes per commit or transaction', `${ops.length} writes, over ${limits.writesPerCommit}`);
  const transforms = new Map<string, number>();
  let requestBytes = 0;
  for (const op of ops) {
    checkDocumentName(op.collection, op.id, limits);
    const name = `${op.collection}/${op.id}`;
    const fields = op.kind === 'update' ? op.patch : op.kind === 'delete' ? {} : op.data;
    if (op.kind === 'update') Object.keys(op.patch).forEach((path) => checkFieldPath(path, limits));
    const count = (transforms.get(name) ?? 0) + countTransforms(fields);
    if (count > limits.transformsPerDocument) throw new StoreLimitError('maximum field transformations on a single document', `${name} gets ${count}, over ${limits.transformsPerDocument}`);
    transforms.set(name, count);
    // The writes' storage size stands in for the encoded request: both grow with the same names and values.
    requestBytes += documentNameSize(op.collection, op.id) + fieldsSize(fields);
  }
  if (requestBytes > limits.requestBytes) throw new StoreLimitError('maximum API request size', `the commit carries about ${requestBytes} bytes, over ${limits.requestBytes}`);
}

/** Field paths of a query and its disjunctions in normal form (several `in` filters multiply). */
export function checkQuery(query: Query, limits: StoreLimits = FIRESTORE_LIMITS): void {
  checkId('collection ID', query.collection, limits);
  for (const { field } of [...(query.where ?? []), ...(query.orderBy ?? [])]) {
    if (utf8Bytes(field) > limits.fieldPathBytes) throw new StoreLimitError('maximum size of a field path', `"${field.slice(0, 40)}..." is over ${limits.fieldPathBytes} bytes`);
  }
  const disjunctions = (query.where ?? [])
    .filter((filter) => filter.op === 'in' && Array.isArray(filter.value))
    .reduce((product, filter) => product * (filter.value as unknown[]).length, 1);
  if (disjunctions > limits.disjunctions) throw new StoreLimitError('maximum disjunctions in a query', `${disjunctions} in disjunctive normal form, over ${limits.disjunctions}`);
}

/**
 * Wall time of one transaction: Firestore expires one that has been idle (no read, no commit) for
 * 60 s, and any that runs past 270 s. Called at each read and at the commit.
 */
export function transactionTimer(limits: StoreLimits, now: () => number): (step: string) => void {
  const started = now();
  let last = started;
  return (step) => {
    const at = now();
    if (at - last > limits.transactionIdleMs) throw new StoreLimitError('transaction idle expiration time', `${step} came ${at - last} ms after the last operation, over ${limits.transactionIdleMs}`);
    if (at - started > limits.transactionMs) throw new StoreLimitError('time limit for a transaction', `${step} came ${at - started} ms after it began, over ${limits.transactionMs}`);
    last = at;
  };
}
