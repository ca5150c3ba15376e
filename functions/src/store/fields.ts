/**
 * Field paths and write semantics shared by the store adapters: how a dotted path is read,
 * how `update` patches and `set` merges land on a document, and which values may be stored.
 * The sqlite adapter applies these in JS; the Firestore adapter lets Firestore apply them.
 */
import { isFieldOp, type DocumentData, type Patch } from './port.js';

type PlainObject = Record<string, unknown>;

/** True for `{}`-style objects (not arrays, dates, class instances or sentinels). */
export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Splits "detail.phone" into segments, rejecting empty ones as Firestore does. */
export function splitFieldPath(path: string): string[] {
  const segments = path.split('.');
  if (segments.some((segment) => segment === '')) throw new Error(`Invalid field path "${path}"`);
  return segments;
}

/** The SQLite JSON path for a field path; segments are quoted so any key spelling is literal. */
export function jsonPath(path: string): string {
  return '$' + splitFieldPath(path)
    .map((segment) => {
      // SQLite JSON paths have no escape for a double quote inside a quoted label.
      if (segment.includes('"')) throw new Error(`Field names with '"' are not supported: "${path}"`);
      return `."${segment}"`;
    })
    .join('');
}

/**
 * Validates a value as storable (JSON or a Date) and copies it with map keys sorted, so that equal maps
 * serialise identically (map equality in queries compares serialised text).
 * `increment(n)` nested in a new value becomes `n` (there is nothing to add to).
 * Undefined is rejected: production Firestore rejects it too (ignoreUndefinedProperties is off).
 */
export function toStoredValue(value: unknown, path = '(root)'): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot store ${value} at ${path}`);
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      if (isFieldOp(item)) throw new Error(`Field sentinels cannot be used inside arrays (${path})`);
      return toStoredValue(item, `${path}[${index}]`);
    });
  }
  if (isFieldOp(value)) {
    if (value.__storeOp === 'increment') return value.by;
    throw new Error(`deleteField() can only be used in update or set with merge (${path})`);
  }
  if (value instanceof Date) {
    // A Date is a Firestore Timestamp (what TTL policies need); copied so callers cannot change it later.
    if (Number.isNaN(value.getTime())) throw new Error(`Cannot store an invalid Date at ${path}`);
    return new Date(value.getTime());
  }
  if (isPlainObject(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, toStoredValue(value[key], `${path}.${key}`)] as const);
    return Object.fromEntries(entries);
  }
  const kind = value === undefined ? 'undefined' : typeof value === 'object' ? value.constructor.name : typeof value;
  throw new Error(`Cannot store a value of type ${kind} at ${path}`);
}

/** A full document as stored: validated, sentinels resolved, keys sorted. */
export function toStoredDocument(data: DocumentData): DocumentData {
  const stored = toStoredValue(data);
  if (!isPlainObject(stored)) throw new Error('A document must be a plain object');
  return stored;
}

/** Applies one field value (or sentinel) to `target[key]`. */
function assignField(target: PlainObject, key: string, value: unknown, path: string): void {
  if (!isFieldOp(value)) {
    target[key] = toStoredValue(value, path);
  } else if (value.__storeOp === 'deleteField') {
    delete target[key];
  } else {
    // Firestore: incrementing a missing or non-numeric field sets it to the increment.
    const current = target[key];
    target[key] = (typeof current === 'number' ? current : 0) + value.by;
  }
}

/**
 * `update` semantics: each key is a dotted path; intermediate maps are created (replacing
 * non-map values); a value at a path replaces what was there, maps included.
 */
export function applyPatch(data: DocumentData, patch: Patch): DocumentData {
  const result = structuredClone(data);
  for (const [path, value] of Object.entries(patch)) {
    const segments = splitFieldPath(path);
    const last = segments.pop() as string;
    let target: PlainObject = result;
    for (const segment of segments) {
      const child = target[segment];
      if (isPlainObject(child)) {
        target = child;
      } else {
        const created: PlainObject = {};
        target[segment] = created;
        target = created;
      }
    }
    assignField(target, last, value, path);
  }
  return toStoredDocument(result);
}

/**
 * `set(..., { merge: true })` semantics: non-empty maps merge recursively, every other value
 * (an empty map included, as Firestore treats it as a leaf) replaces, sentinels apply.
 * Keys are literal here, not dotted paths (as in Firestore's set).
 */
export function mergeDocument(data: DocumentData, incoming: DocumentData): DocumentData {
  const result = structuredClone(data);
  mergeInto(result, incoming, '');
  return toStoredDocument(result);
}

function mergeInto(target: PlainObject, incoming: PlainObject, prefix: string): void {
  for (const [key, value] of Object.entries(incoming)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!isFieldOp(value) && isPlainObject(value) && Object.keys(value).length > 0) {
      const child = target[key];
      const nested: PlainObject = isPlainObject(child) ? child : {};
      target[key] = nested;
      mergeInto(nested, value, path);
    } else {
      assignField(target, key, value, path);
    }
  }
}
