/**
 * Checks query shapes against `firestore.indexes.json`, so that a query Firestore could not
 * serve fails in tests and local runs (sqlite) instead of in production.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Query } from './port.js';
import { effectiveOrder, isInequality } from './query-shape.js';

const indexFieldSchema = z.union([
  z.strictObject({ fieldPath: z.string().min(1), order: z.enum(['ASCENDING', 'DESCENDING']) }),
  z.strictObject({ fieldPath: z.string().min(1), arrayConfig: z.literal('CONTAINS') }),
]);

const compositeIndexSchema = z
  .strictObject({
    collectionGroup: z.string().min(1),
    queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']).optional(),
    density: z.enum(['SPARSE_ALL', 'SPARSE_ANY', 'DENSE']).optional(),
    fields: z.array(indexFieldSchema),
  })
  .refine((index) => index.fields.filter((field) => field.fieldPath !== '__name__').length >= 2, {
    // Firestore rejects single-field composite indexes as unnecessary.
    message: 'a composite index needs at least two fields besides __name__',
  })
  .refine((index) => new Set(index.fields.map((field) => field.fieldPath)).size === index.fields.length, {
    message: 'a field appears twice in one index',
  });

const fieldOverrideSchema = z.strictObject({
  collectionGroup: z.string().min(1),
  fieldPath: z.string().min(1),
  ttl: z.boolean().optional(),
  indexes: z.array(
    z.union([
      z.strictObject({ order: z.enum(['ASCENDING', 'DESCENDING']), queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']) }),
      z.strictObject({ arrayConfig: z.literal('CONTAINS'), queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']) }),
    ]),
  ),
});

const indexDefinitionsSchema = z.strictObject({
  indexes: z.array(compositeIndexSchema),
  // `ttl: true` declares a TTL policy (firebase-tools' validateField: an optional boolean).
  fieldOverrides: z
    .array(fieldOverrideSchema)
    .default([])
    .refine((overrides) => {
      const groups = overrides.filter((override) => override.ttl).map((override) => override.collectionGroup);
      return new Set(groups).size === groups.length;
    }, { message: 'Firestore allows one TTL field per collection group' }),
});

export type IndexDefinitions = z.infer<typeof indexDefinitionsSchema>;
export type CompositeIndex = IndexDefinitions['indexes'][number];

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

/** The repo root is three levels up from both functions/src/store and functions/lib/store. */
const DEFAULT_PATH = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));

/** Validates parsed `firestore.indexes.json` content; throws on unknown keys or malformed indexes. */
export function parseIndexDefinitions(json: unknown): IndexDefinitions {
  return indexDefinitionsSchema.parse(json);
}

/** Reads and validates `firestore.indexes.json` (by default the one at the repo root). */
export function loadIndexDefinitions(path: string = DEFAULT_PATH): IndexDefinitions {
  return parseIndexDefinitions(JSON.parse(readFileSync(path, 'utf8')));
}

/** The required index split into its unordered equality prefix and its ordered tail. */
function requiredParts(query: Query): { equality: IndexField[]; ordered: IndexField[] } | null {
  const filters = query.where ?? [];
  const orders = query.orderBy ?? [];
  const fieldsUsed = new Set([...filters.map((f) => f.field), ...orders.map((o) => o.field)]);
  const onlyEquality = filters.every((f) => f.op === '==' || f.op === 'in') && orders.length === 0;
  // Single-field indexes (and their merging for equality filters) serve these shapes.
  if (onlyEquality || fieldsUsed.size <= 1) return null;

  const equality: IndexField[] = [];
  const seen = new Set<string>();
  for (const filter of filters) {
    if (isInequality(filter) || seen.has(filter.field)) continue;
    seen.add(filter.field);
    equality.push(
      filter.op === 'array-contains'
        ? { fieldPath: filter.field, arrayConfig: 'CONTAINS' }
        : { fieldPath: filter.field, order: 'ASCENDING' },
    );
  }
  const ordered = effectiveOrder(query)
    .filter((order) => !seen.has(order.field))
    .map((order): IndexField => ({ fieldPath: order.field, order: order.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' }));
  return { equality, ordered };
}

/** The composite index Firestore needs for this query, or null when single-field indexes suffice. */
export function requiredCompositeIndex(query: Query): null | { fields: IndexField[] } {
  const parts = requiredParts(query);
  return parts && { fields: [...parts.equality, ...parts.ordered] };
}

const fieldKey = (field: IndexField): string => `${field.fieldPath}|${field.arrayConfig ?? field.order ?? ''}`;
const equalityKey = (field: IndexField): string => `${field.fieldPath}|${field.arrayConfig ?? 'ORDERED'}`;

function indexServes(index: CompositeIndex, collection: string, equality: IndexField[], ordered: IndexField[]): boolean {
  if (index.collectionGroup !== collection || (index.queryScope ?? 'COLLECTION') !== 'COLLECTION') return false;
  // The __name__ tie-break is implicit; a definition may spell it out as its last field.
  const fields: IndexField[] = index.fields.at(-1)?.fieldPath === '__name__' ? index.fields.slice(0, -1) : index.fields;
  if (fields.length !== equality.length + ordered.length) return false;
  // Equality fields may come in any order and direction; the ordered tail must match exactly.
  const head = new Set(fields.slice(0, equality.length).map(equalityKey));
  if (!equality.every((field) => head.has(equalityKey(field)))) return false;
  return ordered.every((field, i) => {
    const candidate = fields[equality.length + i];
    return candidate !== undefined && fieldKey(candidate) === fieldKey(field);
  });
}

/** True when Firestore could serve the query with its single-field indexes or a declared composite one. */
export function isServable(query: Query, indexes: IndexDefinitions): boolean {
  const parts = requiredParts(query);
  if (!parts) return true;
  return indexes.indexes.some((index) => indexServes(index, query.collection, parts.equality, parts.ordered));
}

/** The index a query needs, as the JSON entry to add to firestore.indexes.json (for error messages). */
export function describeIndex(query: Query): string {
  const required = requiredCompositeIndex(query);
  if (!required) return 'no composite index needed';
  return JSON.stringify({ collectionGroup: query.collection, queryScope: 'COLLECTION', fields: required.fields });
}
