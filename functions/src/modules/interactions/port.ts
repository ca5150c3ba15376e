import { COLLECTIONS, type InteractionDoc } from '../../domain/docs.js';
import type { Transaction } from '../../store/port.js';
import { sideKey, type SideKind } from './keys.js';

/** What the interactions module offers the others: whether an interaction names a drug, class or condition (their deletion is refused then). */
export async function isNamedByInteraction(tx: Transaction, kind: Exclude<SideKind, 'supplement'>, id: number): Promise<boolean> {
  const found = await tx.query({ collection: COLLECTIONS.interactions, where: [{ field: 'other_key', op: '==', value: sideKey(kind, id) }], limit: 1 });
  return found.length > 0;
}

/** The names of the interactions that name a chemical form on either side (at most `limit` of each side); its deletion is refused then. */
export async function interactionsNamingForm(tx: Transaction, formId: number, limit: number): Promise<string[]> {
  const sides = await Promise.all(
    (['form_id', 'other_form_id'] as const).map((field) => tx.query<InteractionDoc>({ collection: COLLECTIONS.interactions, where: [{ field, op: '==', value: formId }], limit })),
  );
  return sides.flat().map((doc) => doc.data.name);
}

export type { ClinicalSearch } from './clinical-search.js';
export { clinicalSearchOn } from './reads.js';
/** The checker's read service on a store (POST interactions/check's `check`), for the formula builder. */
export { interactionsReads } from './reads.js';
export type { InteractionsReadService } from './service.js';
