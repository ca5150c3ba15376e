import { COLLECTIONS, type TopicDoc } from '../../domain/docs.js';
import { logInfo } from '../../runtime/log.js';
import { WRITES_PER_BATCH } from '../../store/batches.js';
import { deleteField, increment, type Store, type StoredDoc, type Transaction } from '../../store/port.js';
import { documentSize } from '../../store/storage-size.js';
import { dependentTrashItemId, recordContentChange, type TrashRecord } from './record.js';

/**
 * What hangs under a deleted supplement, moved by the `moveTrash` job in bounded steps (one
 * transaction each) rather than in the deleting request. A topic step writes per topic its trash
 * copy, its delete, a version (maybe a baseline too) and an audit entry: 5 writes; a favourite 2.
 */
export interface Dependent {
  collection: string;
  perStep: number;
  /** Copies of each document a step writes (the trash copy, and the version snapshot of a topic). */
  copies: number;
}

export const DEPENDENTS: Dependent[] = [
  { collection: COLLECTIONS.topics, perStep: Math.floor((WRITES_PER_BATCH - 1) / 5), copies: 2 },
  { collection: COLLECTIONS.favorites, perStep: Math.floor((WRITES_PER_BATCH - 1) / 2), copies: 1 },
];

/** Bytes one step may carry: well under Firestore's 10 MiB request, whatever the topics hold. */
const STEP_BYTES = 4 * 1024 * 1024;

/** Steps one task runs before it hands over to a new task (a task function has 540 s). */
export const STEPS_PER_TASK = 200;

/** The first documents whose copies fit in one step (at least one: a document is at most 1 MiB). */
export function fittingStep<T extends { id: string; data: Record<string, unknown> }>(collection: string, docs: T[], copies: number): T[] {
  let bytes = 0;
  const fitting: T[] = [];
  for (const doc of docs) {
    bytes += copies * documentSize(collection, doc.id, doc.data);
    if (fitting.length > 0 && bytes > STEP_BYTES) break;
    fitting.push(doc);
  }
  return fitting;
}

/** One step out: some of the supplement's topics or favourites go to the trash. Null once the entry is no longer moving out. */
async function moveOutStep(tx: Transaction, trashId: string, dependent: Dependent): Promise<number | null> {
  const entry = await tx.get<TrashRecord>(COLLECTIONS.trash, trashId);
  if (entry?.state !== 'moving_out') return null;
  const found = await tx.query({ collection: dependent.collection, where: [{ field: 'supplement_id', op: '==', value: entry.item_id }], limit: dependent.perStep });
  const docs = fittingStep(dependent.collection, found, dependent.copies);
  for (const doc of docs) {
    tx.set(COLLECTIONS.trashItems, dependentTrashItemId(trashId, dependent.collection, doc.id), { trash_id: trashId, collection: dependent.collection, doc_id: doc.id, data: doc.data });
    tx.delete(dependent.collection, doc.id);
    if (dependent.collection === COLLECTIONS.topics) {
      const topic = (doc as StoredDoc<TopicDoc>).data;
      recordContentChange(tx, { type: 'topic', action: 'delete', item: topic, actor: entry.actor, at: entry.deleted_at, batch: trashId, detail: `com o suplemento "${entry.name}"` });
    }
  }
  if (docs.length > 0) tx.update(COLLECTIONS.trash, trashId, { documents: increment(docs.length) });
  return docs.length;
}

export type MoveOutcome = 'done' | 'stopped' | 'paused' | 'refused';

/**
 * Moves what hangs under a deleted item into the trash, step by step. Each step's copies and deletes
 * land together, and a step only takes what is still in place, so a repeated or resumed run never
 * copies twice. Stops when a restore turned the entry around.
 */
export async function moveOut(store: Store, trashId: string, budget: { steps: number }): Promise<MoveOutcome> {
  for (const dependent of DEPENDENTS) {
    for (;;) {
      if (budget.steps <= 0) return 'paused';
      budget.steps -= 1;
      const moved = await store.transaction((tx) => moveOutStep(tx, trashId, dependent));
      if (moved === null) return 'stopped';
      if (moved === 0) break;
    }
  }
  await store.transaction(async (tx) => {
    const entry = await tx.get<TrashRecord>(COLLECTIONS.trash, trashId);
    if (entry?.state === 'moving_out') tx.update(COLLECTIONS.trash, trashId, { state: deleteField() });
  });
  logInfo('trash_moved_out', { trash_id: trashId });
  return 'done';
}

