/**
 * Writes recorded as data, so that batches and transactions can apply them together at the end
 * and an adapter can tell which document a failed commit was about.
 */
import type { DocumentData, Patch, WriteOps } from './port.js';

export type WriteOp =
  | { kind: 'set'; collection: string; id: string; data: DocumentData; merge: boolean }
  | { kind: 'create'; collection: string; id: string; data: DocumentData }
  | { kind: 'update'; collection: string; id: string; patch: Patch }
  | { kind: 'delete'; collection: string; id: string };

/**
 * A `WriteOps` that appends every call to `ops`. Values are copied at call time, as Firestore
 * serialises them then, so a caller mutating its object afterwards changes nothing.
 */
export function recordWrites(ops: WriteOp[]): WriteOps {
  const push = (op: WriteOp): void => {
    ops.push(op);
  };
  return {
    set: (collection, id, data, options) =>
      push({ kind: 'set', collection, id, data: structuredClone(data), merge: options?.merge === true }),
    create: (collection, id, data) => push({ kind: 'create', collection, id, data: structuredClone(data) }),
    update: (collection, id, patch) => push({ kind: 'update', collection, id, patch: structuredClone(patch) }),
    delete: (collection, id) => push({ kind: 'delete', collection, id }),
  };
}
