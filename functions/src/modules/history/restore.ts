import { COLLECTIONS, type Actor, type CategoryDoc, type NutrientDoc, type TrashDoc, type TrashItemDoc, type VersionDoc } from '../../domain/docs.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { increment, type Store, type StoredDoc, type Transaction } from '../../store/port.js';
import { CLINICAL_NAME_TYPES, markClinicalNamesStale } from '../drugs/port.js';
import { bumpSearchVersion } from '../search/port.js';
import { mainTrashItemId, nextRevision, recordContentChange, type TrashRecord } from './record.js';

export const VERSION_NOT_FOUND = 'Versão não encontrada';
export const TRASH_NOT_FOUND = 'Item não encontrado na lixeira';

/** Where an item sits in the catalogue and what it counts: kept from the current item when a version is restored. */
const STRUCTURAL = new Set([
  'id',
  'slug',
  'supplement_id',
  'supplement',
  'category_id',
  'category',
  'parent_id',
  'has_subcategory',
  'supplements_count',
  'is_formulas',
  'created_at',
  'revision',
  'updated_by',
  'updated_at',
]);

const formatDay = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** The item as the version had it, in the place the item has now. */
function restoredState(current: Record<string, unknown>, snapshot: Record<string, unknown>): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(current)) if (STRUCTURAL.has(key)) state[key] = value;
  for (const [key, value] of Object.entries(snapshot)) if (!STRUCTURAL.has(key)) state[key] = value;
  return state;
}

/**
 * The item as a version had it, in the place the item has now (a restore is itself a new version,
 * written by content/write.ts restore(): history/service.ts).
 */
export function versionRestoreState(current: Record<string, unknown>, version: VersionDoc): Record<string, unknown> {
  // Denormalised copies of a supplement's or a category's name follow in a job (the caller queues it).
  const state = restoredState(current, version.snapshot);
  // An interaction's supplement is one of its two sides, not its place: its pair keys follow it.
  if (version.type === 'interaction' && 'supplement_id' in version.snapshot) state.supplement_id = version.snapshot.supplement_id;
  return state;
}

/** The audit's words for a version's restore. */
export const versionRestoreDetail = (version: VersionDoc) => `para a versão de ${formatDay(version.created_at)}`;

/** The refusal of a version whose item was deleted. */
export const VERSION_ITEM_DELETED = 'Este item foi excluído: restaure-o pela lixeira.';

/** What a trashed item needs to exist again: its parent, and its address (slug) still free. */
async function checkRestorable(tx: Transaction, trash: TrashDoc, main: TrashItemDoc): Promise<void> {
  if (await tx.get(main.collection, main.doc_id)) throw conflict('Este item já existe no catálogo.');
  const slug = main.data.slug;
  if (typeof slug === 'string') {
    const taken = await tx.query({ collection: main.collection, where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
    if (taken.length > 0) throw conflict(`O endereço "${slug}" já é usado por outro item: renomeie-o antes de restaurar.`);
  }
  const data = main.data;
  if (trash.type === 'supplement') {
    const category = await tx.get<CategoryDoc>(COLLECTIONS.categories, String(data.category_id));
    if (!category || category.has_subcategory === 1) throw conflict('A categoria deste suplemento não existe mais: restaure-a (ou crie-a) antes.');
  }
  if (trash.type === 'topic' && !(await tx.get(COLLECTIONS.supplements, String(data.supplement_id)))) {
    throw conflict('O suplemento deste tópico foi excluído: restaure-o pela lixeira antes.');
  }
  if (trash.type === 'supplement_form') await checkFormRestorable(tx, data);
  if (trash.type === 'category' && data.parent_id !== null && data.parent_id !== undefined && !(await tx.get(COLLECTIONS.categories, String(data.parent_id)))) {
    throw conflict('A categoria-mãe foi excluída: restaure-a pela lixeira antes.');
  }
}

/** A chemical form comes back to its supplement, counting toward a nutrient that still exists and still applies to it. */
async function checkFormRestorable(tx: Transaction, data: Record<string, unknown>): Promise<void> {
  if (!(await tx.get(COLLECTIONS.supplements, String(data.supplement_id)))) throw conflict('O suplemento desta forma foi excluído: restaure-o pela lixeira antes.');
  const siblings = await tx.query<{ name: string }>({ collection: COLLECTIONS.supplementForms, where: [{ field: 'supplement_id', op: '==', value: data.supplement_id }], limit: 500 });
  if (siblings.some((form) => form.data.name.localeCompare(String(data.name), 'pt-BR', { sensitivity: 'base' }) === 0)) {
    throw conflict(`O suplemento já tem outra forma chamada "${String(data.name)}": renomeie-a antes de restaurar.`);
  }
  if (typeof data.nutrient_id !== 'number') return;
  const nutrient = await tx.get<NutrientDoc>(COLLECTIONS.nutrients, String(data.nutrient_id));
  if (!nutrient) throw conflict('O nutriente desta forma foi excluído: restaure-o pela lixeira antes.');
  if (!nutrient.supplement_ids.includes(Number(data.supplement_id))) throw conflict(`O nutriente desta forma (${nutrient.name}) não se aplica mais ao suplemento: inclua o suplemento no nutriente antes.`);
}

/** The refusal a restore of this item would meet now, or null (reads only). */
export async function restoreRefusal(tx: Transaction, trash: TrashDoc, main: TrashItemDoc): Promise<AppError | null> {
  try {
    await checkRestorable(tx, trash, main);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** Puts the deleted item itself back (checked beforehand), with its version and the counts it belongs to. */
export function putBackMain(tx: Transaction, trash: TrashDoc, main: StoredDoc<TrashItemDoc>, actor: Actor, at: string): void {
  const data: Record<string, unknown> = { ...main.data.data, revision: nextRevision(main.data.data), updated_by: actor, updated_at: at };
  tx.set(main.data.collection, main.data.doc_id, data);
  recordContentChange(tx, { type: trash.type, action: 'restore', item: { ...data, id: Number(main.data.doc_id) }, actor, at, batch: trash.id, detail: 'da lixeira' });
  if (trash.type === 'supplement') tx.update(COLLECTIONS.categories, String(data.category_id), { supplements_count: increment(1) });
  if (trash.type === 'category' && data.parent_id) tx.update(COLLECTIONS.categories, String(data.parent_id), { has_subcategory: 1 });
  if (trash.type === 'topic') tx.update(COLLECTIONS.supplements, String(data.supplement_id), { updated_at: at });
  tx.delete(COLLECTIONS.trashItems, main.id);
  bumpSearchVersion(tx);
  if (CLINICAL_NAME_TYPES.has(trash.type)) markClinicalNamesStale(tx);
}

/**
 * Brings a deletion back. A single document comes back at once; an item with what hung under it
 * (a supplement's topics and favourites) is checked now and marked 'moving_back', and the
 * `moveTrash` job puts it back in bounded steps (`queued`): the request's work never grows with it.
 */
export async function restoreTrash(store: Store, trashId: string, actor: Actor, at: string): Promise<{ trash: TrashDoc; queued: boolean }> {
  return store.transaction(async (tx) => {
    const trash = await tx.get<TrashRecord>(COLLECTIONS.trash, trashId);
    if (!trash) throw notFound(TRASH_NOT_FOUND);
    if (trash.state === 'moving_back') return { trash, queued: true };
    const mainId = mainTrashItemId(trashId);
    const main = await tx.get<TrashItemDoc>(COLLECTIONS.trashItems, mainId);
    if (!main) throw notFound(TRASH_NOT_FOUND);
    await checkRestorable(tx, trash, main);
    if (!trash.state && trash.documents <= 1) {
      putBackMain(tx, trash, { id: mainId, data: main }, actor, at);
      tx.delete(COLLECTIONS.trash, trashId);
      return { trash, queued: false };
    }
    tx.update(COLLECTIONS.trash, trashId, { state: 'moving_back', restore: { actor, at } });
    return { trash, queued: true };
  });
}
