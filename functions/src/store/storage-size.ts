/**
 * Firestore's storage size of a document, the measure its 1 MiB document limit is stated in
 * (https://firebase.google.com/docs/firestore/storage-size): strings are their UTF-8 bytes + 1,
 * numbers and timestamps 8, booleans and null 1, arrays the sum of their values, maps the sum of
 * their fields (name + value); a document is its name + its fields + 32 bytes.
 */
import { isFieldOp } from './port.js';

export const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

const stringSize = (text: string): number => utf8Bytes(text) + 1;

/** A document name: each collection ID and document ID of its path, plus 16 bytes. */
export const documentNameSize = (collection: string, id: string): number => stringSize(collection) + stringSize(id) + 16;

/** The size of one field value (a sentinel counts as what it sends: increment a number, deleteField nothing). */
export function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (typeof value === 'string') return stringSize(value);
  if (Array.isArray(value)) return value.reduce((sum: number, item: unknown) => sum + valueSize(item), 0);
  if (isFieldOp(value)) return value.__storeOp === 'increment' ? 8 : 0;
  if (typeof value === 'object') return fieldsSize(value as Record<string, unknown>);
  return 0;
}

/**
 * The fields of a document or map. The page sizes a map "the same way as document size"; a map has
 * no name, and we do not add the document's 32 bytes to each one (what the page's examples imply).
 */
export function fieldsSize(fields: Record<string, unknown>): number {
  return Object.entries(fields).reduce((sum, [name, value]) => sum + stringSize(name) + valueSize(value), 0);
}

/** The storage size of a whole document. */
export const documentSize = (collection: string, id: string, data: Record<string, unknown>): number =>
  documentNameSize(collection, id) + fieldsSize(data) + 32;
