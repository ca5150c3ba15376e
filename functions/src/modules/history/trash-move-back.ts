import { COLLECTIONS, type TrashItemDoc } from '../../domain/docs.js';
import { logInfo, logWarning } from '../../runtime/log.js';
import { deleteField, increment, type Store, type Transaction } from '../../store/port.js';
import { mainTrashItemId, recordContentChange, type TrashRecord } from './record.js';
import { putBackMain, restoreRefusal } from './restore.js';
import { DEPENDENTS, fittingStep, type Dependent, type MoveOutcome } from './trash-steps.js';

const [TOPICS, FAVOURITES] = DEPENDENTS as [Dependent, Dependent];

/** The entry while it is being restored, with who asked (null once it is no longer moving back). */
async function readRestoring(tx: Transaction, trashId: string): Promise<(TrashRecord & { restore: NonNullable<TrashRecord['restore']> }) | null> {
  const entry = await tx.get<TrashRecord>(COLLECTIONS.trash, trashId);
  return entry?.state === 'moving_back' && entry.restore ? { ...entry, restore: entry.restore } : null;
}

/**
 * One step back: some topics or favourites leave the trash. Topics come back before their supplement
 * (readers do not serve a topic whose supplement is absent); favourites of accounts erased since are
 * left out. Null once the entry is no longer moving back.
 */
async function putBackStep(tx: Transaction, trashId: string, dependent: Dependent): Promise<number | null> {
  const entry = await readRestoring(tx, trashId);
  if (!entry) return null;
  const found = await tx.query<TrashItemDoc>({
    collection: COLLECTIONS.trashItems,
    where: [
      { field: 'trash_id', op: '==', value: trashId },
      { field: 'collection', op: '==', value: dependent.collection },
    ],
    limit: dependent.perStep,
  });
  const items = fittingStep(COLLECTIONS.trashItems, found, dependent.copies);
  const isFavourite = dependent.collection === COLLECTIONS.favorites;
  const owners = isFavourite ? await Promise.all(items.map((item) => tx.get(COLLECTIONS.users, String(item.data.data.user_uid)))) : [];
  items.forEach((item, index) => {
    tx.delete(COLLECTIONS.trashItems, item.id);
    if (isFavourite && owners[index] === null) return;
    tx.set(item.data.collection, item.data.doc_id, item.data.data);
    if (!isFavourite) {
      const { actor, at } = entry.restore;
      recordContentChange(tx, { type: 'topic', action: 'restore', item: { ...item.data.data, id: Number(item.data.doc_id) }, actor, at, batch: trashId, detail: 'da lixeira' });
    }
  });
  if (items.length > 0) tx.update(COLLECTIONS.trash, trashId, { documents: increment(-items.length) });
  return items.length;
}

/**
 * The supplement itself, checked again (its category or its address may have gone meanwhile). A
 * refusal turns the entry back to 'moving_out', so the job returns the topics to the trash.
 */
async function putBackMainStep(tx: Transaction, trashId: string): Promise<'placed' | 'refused' | null> {
  const entry = await readRestoring(tx, trashId);
  if (!entry) return null;
  const mainId = mainTrashItemId(trashId);
  const main = await tx.get<TrashItemDoc>(COLLECTIONS.trashItems, mainId);
  if (!main) return 'placed';
  const refusal = await restoreRefusal(tx, entry, main);
  if (refusal) {
    tx.update(COLLECTIONS.trash, trashId, { state: 'moving_out', restore: deleteField() });
    logWarning('trash_restore_refused', { trash_id: trashId, reason: refusal.message });
    return 'refused';
  }
  putBackMain(tx, entry, { id: mainId, data: main }, entry.restore.actor, entry.restore.at);
  tx.update(COLLECTIONS.trash, trashId, { documents: increment(-1) });
  return 'placed';
}

async function putBackAll(store: Store, trashId: string, dependent: Dependent, budget: { steps: number }): Promise<MoveOutcome | null> {
  for (;;) {
    if (budget.steps <= 0) return 'paused';
    budget.steps -= 1;
    const moved = await store.transaction((tx) => putBackStep(tx, trashId, dependent));
    if (moved === null) return 'stopped';
    if (moved === 0) return null;
  }
}

/** Restores a trash entry step by step: topics, then the item, then favourites, then the entry goes. */
export async function moveBack(store: Store, trashId: string, budget: { steps: number }): Promise<MoveOutcome> {
  const topics = await putBackAll(store, trashId, TOPICS, budget);
  if (topics) return topics;
  const placed = await store.transaction((tx) => putBackMainStep(tx, trashId));
  if (placed === null) return 'stopped';
  if (placed === 'refused') return 'refused';
  const favourites = await putBackAll(store, trashId, FAVOURITES, budget);
  if (favourites) return favourites;
  await store.transaction(async (tx) => {
    const entry = await readRestoring(tx, trashId);
    const left = entry ? await tx.query({ collection: COLLECTIONS.trashItems, where: [{ field: 'trash_id', op: '==', value: trashId }], limit: 1 }) : [];
    if (entry && left.length === 0) tx.delete(COLLECTIONS.trash, trashId);
  });
  logInfo('trash_moved_back', { trash_id: trashId });
  return 'done';
}
