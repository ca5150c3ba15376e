/**
 * Translates a port `Query` into SQL over `documents(collection, id, data)`.
 *
 * Firestore never compares values of different types in a filter, so every comparison is
 * guarded by `json_type` (integer and real are both "number"). Ordering sorts first by
 * Firestore's type order (null < boolean < number < timestamp < string < array < map), then by
 * value. Dates are stored tagged (timestamps.ts), so their JSON text orders chronologically.
 * Limitation: arrays and maps are ordered by their JSON text, not element-wise as Firestore
 * does; the app never orders by such fields.
 */
import { isPlainObject, jsonPath, toStoredValue } from './fields.js';
import type { Filter, Query } from './port.js';
import { effectiveOrder, idDirection, validateQuery } from './query-shape.js';
import { encodeJson, TIMESTAMP_TAG } from './timestamps.js';

export interface SqlStatement {
  sql: string;
  params: Record<string, unknown>;
}

/** Collects named parameters so that SQL fragments can be composed in any order. */
class Params {
  readonly values: Record<string, unknown> = {};
  private next = 0;

  add(value: unknown): string {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return `@${name}`;
  }
}

/** %T is the value's json_type, %S that of its timestamp tag (set only when the value is a Date). */
const TYPE_RANK = `CASE %T WHEN 'null' THEN 0 WHEN 'true' THEN 1 WHEN 'false' THEN 1
  WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 4 WHEN 'array' THEN 5
  ELSE CASE WHEN %S IS NULL THEN 6 ELSE 3 END END`;

/** SQL that is true when the JSON value (type `t`, SQL value `v`) equals `value`, Firestore-style. */
function equalsSql(t: string, v: string, value: unknown, params: Params): string {
  if (value === null) return `${t} = 'null'`;
  if (typeof value === 'boolean') return `${t} = '${value ? 'true' : 'false'}'`;
  if (typeof value === 'number') return `(${t} IN ('integer', 'real') AND ${v} = ${params.add(value)})`;
  if (typeof value === 'string') return `(${t} = 'text' AND ${v} = ${params.add(value)})`;
  if (Array.isArray(value) || isPlainObject(value) || value instanceof Date) {
    // Stored maps have sorted keys (and tagged dates); serialise the operand the same way and compare the text.
    const type = Array.isArray(value) ? 'array' : 'object';
    return `(${t} = '${type}' AND ${v} = json(${params.add(encodeJson(toStoredValue(value)))}))`;
  }
  throw new Error(`Unsupported filter value: ${String(value)}`);
}

function rangeSql(t: string, v: string, filter: Filter, params: Params): string {
  const { value, op } = filter;
  if (typeof value === 'number') return `(${t} IN ('integer', 'real') AND ${v} ${op} ${params.add(value)})`;
  if (typeof value === 'string') return `(${t} = 'text' AND ${v} ${op} ${params.add(value)})`;
  // json_extract yields 1/0 for true/false, which orders false < true as Firestore does.
  if (typeof value === 'boolean') return `(${t} IN ('true', 'false') AND ${v} ${op} ${params.add(value ? 1 : 0)})`;
  if (value instanceof Date) {
    // Only a stored Date has the tag, and its ISO text orders as the dates do.
    const tag = `json_extract(data, ${pathLiteral(`${filter.field}.${TIMESTAMP_TAG}`)})`;
    return `(${t} = 'object' AND ${tag} ${op} ${params.add(value.toISOString())})`;
  }
  throw new Error(`The sqlite store does not support range filters on this value (${filter.field} ${op})`);
}

/**
 * The JSON path as an SQL string literal (not a bound parameter), so that SQLite can match the
 * expression indexes of `HOT_FIELDS`. Field names come from code, and quotes are escaped anyway.
 */
function pathLiteral(field: string): string {
  return `'${jsonPath(field).replace(/'/g, "''")}'`;
}

/** Fields the app filters or orders by on large collections: indexed by expression in sqlite. */
export const HOT_FIELDS = ['slug', 'category_id', 'supplement_id', 'parent_id', 'user_uid', 'updated_at', 'created_at', 'pair_key', 'other_key'];

/**
 * Fields the app sorts whole collections by (the recently updated supplements, newest lists).
 * Their second index repeats the ORDER BY terms of `clauses` (type rank, then value), so SQLite
 * walks it in order and stops at the LIMIT instead of sorting the collection.
 */
export const ORDER_FIELDS = ['updated_at', 'created_at'];

/** The ORDER BY terms of one field, without direction: Firestore's type rank, then the value. */
function orderTerms(field: string): [string, string] {
  const path = pathLiteral(field);
  const rank = TYPE_RANK.replace('%T', `json_type(data, ${path})`).replace('%S', `json_type(data, ${pathLiteral(`${field}.${TIMESTAMP_TAG}`)})`);
  return [rank, `json_extract(data, ${path})`];
}

/**
 * The order indexes' names carry their version: v2's type rank places timestamps. An index of an
 * older expression would no longer match the ORDER BY, so opening a file drops it.
 */
const orderIndex = (field: string): string => `documents_order_${field}_v2`;

export function hotFieldIndexStatements(): string[] {
  return [
    ...HOT_FIELDS.map((field) => `CREATE INDEX IF NOT EXISTS documents_${field} ON documents (collection, json_extract(data, ${pathLiteral(field)}))`),
    ...ORDER_FIELDS.map((field) => `DROP INDEX IF EXISTS documents_order_${field}`),
    ...ORDER_FIELDS.map((field) => `CREATE INDEX IF NOT EXISTS ${orderIndex(field)} ON documents (collection, ${orderTerms(field).join(', ')})`),
  ];
}

/**
 * Fixed planner statistics: without them SQLite prefers the primary key (a scan of the whole
 * collection) over the expression indexes until ANALYZE has run on real data. These say "a
 * collection holds many documents, a hot field value only a few", which is true of this app.
 */
export function plannerStatisticsStatements(): string[] {
  return [
    'ANALYZE sqlite_schema',
    "DELETE FROM sqlite_stat1 WHERE tbl = 'documents'",
    "INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('documents', 'sqlite_autoindex_documents_1', '100000 10000 1')",
    ...HOT_FIELDS.map((field) => `INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('documents', 'documents_${field}', '100000 10000 5')`),
    ...ORDER_FIELDS.map((field) => `INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('documents', '${orderIndex(field)}', '100000 10000 10000 5')`),
    'ANALYZE sqlite_schema',
  ];
}

function filterSql(filter: Filter, params: Params): string {
  const path = pathLiteral(filter.field);
  const t = `json_type(data, ${path})`;
  const v = `json_extract(data, ${path})`;
  switch (filter.op) {
    case '==':
      return equalsSql(t, v, filter.value, params);
    case '!=':
      // Firestore's != skips documents where the field is missing or null.
      return `(${t} IS NOT NULL AND ${t} <> 'null' AND NOT ${equalsSql(t, v, filter.value, params)})`;
    case 'in':
      return `(${(filter.value as unknown[]).map((item) => equalsSql(t, v, item, params)).join(' OR ')})`;
    case 'array-contains':
      return `(${t} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${path}) AS e WHERE ${equalsSql('e.type', 'e.value', filter.value, params)}))`;
    default:
      return rangeSql(t, v, filter, params);
  }
}

/** WHERE and ORDER BY for a query; ordered fields must exist (Firestore skips docs without them). */
function clauses(query: Query, params: Params): { where: string; orderBy: string } {
  validateQuery(query);
  const conditions = [`collection = ${params.add(query.collection)}`];
  for (const filter of query.where ?? []) conditions.push(filterSql(filter, params));
  const terms: string[] = [];
  for (const order of effectiveOrder(query)) {
    const dir = order.direction === 'desc' ? 'DESC' : 'ASC';
    conditions.push(`json_type(data, ${pathLiteral(order.field)}) IS NOT NULL`);
    terms.push(...orderTerms(order.field).map((term) => `${term} ${dir}`));
  }
  terms.push(`id ${idDirection(query) === 'desc' ? 'DESC' : 'ASC'}`);
  return { where: conditions.join(' AND '), orderBy: terms.join(', ') };
}

function limitSql(query: Query): string {
  if (query.limit === undefined && !query.offset) return '';
  // Both are validated integers, so inlining them is safe.
  return ` LIMIT ${query.limit ?? -1} OFFSET ${query.offset ?? 0}`;
}

/** `SELECT id, data` for the query, in Firestore's order. */
export function selectStatement(query: Query): SqlStatement {
  const params = new Params();
  const { where, orderBy } = clauses(query, params);
  return { sql: `SELECT id, data FROM documents WHERE ${where} ORDER BY ${orderBy}${limitSql(query)}`, params: params.values };
}

/** `SELECT COUNT(*) AS n` for the query (honouring limit and offset, as Firestore's count does). */
export function countStatement(query: Query): SqlStatement {
  const params = new Params();
  const { where, orderBy } = clauses(query, params);
  const limit = limitSql(query);
  const sql = limit
    ? `SELECT COUNT(*) AS n FROM (SELECT 1 FROM documents WHERE ${where} ORDER BY ${orderBy}${limit})`
    : `SELECT COUNT(*) AS n FROM documents WHERE ${where}`;
  return { sql, params: params.values };
}
