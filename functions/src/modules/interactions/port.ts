import { COLLECTIONS } from '../../domain/docs.js';
import type { Transaction } from '../../store/port.js';
import { sideKey, type SideKind } from './keys.js';

/** What the interactions module offers the others: whether an interaction names a drug, class or condition (their deletion is refused then). */
export async function isNamedByInteraction(tx: Transaction, kind: Exclude<SideKind, 'supplement'>, id: number): Promise<boolean> {
  const found = await tx.query({ collection: COLLECTIONS.interactions, where: [{ field: 'other_key', op: '==', value: sideKey(kind, id) }], limit: 1 });
  return found.length > 0;
}

export type { ClinicalSearch } from './clinical-search.js';
export { clinicalSearchOn } from './reads.js';
/** The checker's read service on a store (POST interactions/check's `check`), for the formula builder. */
export { interactionsReads } from './reads.js';
export type { InteractionsReadService } from './service.js';
