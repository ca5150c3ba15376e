/**
 * The parts of Firestore's query model both the sqlite adapter and the index check need:
 * which filters are inequalities, the effective ordering, and the limits Firestore enforces.
 */
import { splitFieldPath } from './fields.js';
import type { Filter, Query, WhereOp } from './port.js';

export type Direction = 'asc' | 'desc';

export interface EffectiveOrder {
  field: string;
  direction: Direction;
}

const INEQUALITY_OPS: ReadonlySet<WhereOp> = new Set(['!=', '<', '<=', '>', '>=']);

/** Firestore's maximum number of values in an `in` filter. */
export const MAX_IN_VALUES = 30;

/** True for filters Firestore serves with a range scan (`!=` included). */
export function isInequality(filter: Filter): boolean {
  return INEQUALITY_OPS.has(filter.op);
}

/**
 * The ordering Firestore actually applies: the explicit orderBy, then every inequality field
 * not already ordered (lexicographically, in the last explicit direction). The document id
 * comes last, also in the last explicit direction (see `idDirection`).
 */
export function effectiveOrder(query: Query): EffectiveOrder[] {
  const explicit = (query.orderBy ?? []).map((order) => ({ field: order.field, direction: order.direction ?? 'asc' }));
  const last = idDirection(query);
  const ordered = new Set(explicit.map((order) => order.field));
  const implicit = [...new Set((query.where ?? []).filter(isInequality).map((filter) => filter.field))]
    .filter((field) => !ordered.has(field))
    .sort()
    .map((field): EffectiveOrder => ({ field, direction: last }));
  return [...explicit, ...implicit];
}

/** Direction of the implicit `__name__` tie-break: that of the last explicit orderBy. */
export function idDirection(query: Query): Direction {
  return query.orderBy?.at(-1)?.direction ?? 'asc';
}

/** Rejects queries Firestore itself would reject, so both adapters fail alike. */
export function validateQuery(query: Query): void {
  for (const filter of query.where ?? []) {
    splitFieldPath(filter.field);
    if (filter.op === 'in') {
      if (!Array.isArray(filter.value) || filter.value.length === 0 || filter.value.length > MAX_IN_VALUES) {
        throw new Error(`'in' filters need between 1 and ${MAX_IN_VALUES} values (${filter.field})`);
      }
    }
    if (filter.value === null && filter.op !== '==' && filter.op !== '!=' && filter.op !== 'in') {
      throw new Error(`null only supports '==' and '!=' comparisons (${filter.field})`);
    }
  }
  for (const order of query.orderBy ?? []) splitFieldPath(order.field);
  for (const [name, value] of [['limit', query.limit], ['offset', query.offset]] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw new Error(`${name} must be a non-negative integer`);
    }
  }
}
