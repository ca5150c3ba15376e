/**
 * TTL policies (firestore.indexes.json `fieldOverrides` with `"ttl": true`). Firestore deletes a
 * document only once its TTL field holds a Timestamp in the past; any other value, or none, and
 * the document silently never expires. The sqlite adapter rejects such writes instead.
 */
import { isDeepStrictEqual } from 'node:util';
import { isPlainObject, splitFieldPath } from './fields.js';
import type { IndexDefinitions } from './indexes.js';
import { StoreLimitError, type DocumentData } from './port.js';
import type { WriteOp } from './write-ops.js';

/** TTL field paths by collection group. */
export type TtlPolicies = ReadonlyMap<string, readonly string[]>;

export function ttlPolicies(definitions: IndexDefinitions | undefined): TtlPolicies {
  const policies = new Map<string, string[]>();
  for (const override of definitions?.fieldOverrides ?? []) {
    if (override.ttl) policies.set(override.collectionGroup, [...(policies.get(override.collectionGroup) ?? []), override.fieldPath]);
  }
  return policies;
}

function valueAt(data: DocumentData | null, path: string): unknown {
  let current: unknown = data;
  for (const segment of splitFieldPath(path)) current = isPlainObject(current) ? current[segment] : undefined;
  return current;
}

/**
 * A full write (set, create) must give each TTL field a Date; a patch or merge that changes one must
 * leave a Date. A patch that leaves an older value alone is not this write's doing.
 */
export function checkTtl(op: WriteOp, before: DocumentData | null, after: DocumentData, policies: TtlPolicies): void {
  for (const path of policies.get(op.collection) ?? []) {
    const value = valueAt(after, path);
    const written = (op.kind === 'set' && !op.merge) || op.kind === 'create' || !isDeepStrictEqual(valueAt(before, path), value);
    if (written && !(value instanceof Date)) {
      throw new StoreLimitError('TTL field holds a Timestamp', `${op.collection}/${op.id} ${path} has a TTL policy but holds ${value === undefined ? 'nothing' : typeof value}: Firestore would never expire it; write a Date`);
    }
  }
}
