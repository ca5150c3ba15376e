import { COLLECTIONS, type Actor, type CategoryDoc, type SupplementDoc, type TrashDoc, type TrashItemDoc, type VersionDoc } from '../../domain/docs.js';
import { conflict, notFound } from '../../http/errors.js';
import { increment, type Store, type Transaction } from '../../store/port.js';
import { categoryRef, readCategoryCopies, writeCategoryCopies } from '../categories/repository.js';
import { bumpSearchVersion } from '../search/repository.js';
import { readTopicsOf, supplementRef, writeSupplementCopies } from '../supplements/repository.js';
import { CONTENT_COLLECTIONS, nextRevision, recordContentChange } from './record.js';

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

/** Puts an item back as a version had it (a restore is itself a new version). Answers the restored item. */
export async function restoreVersion(store: Store, versionId: string, actor: Actor, at: string): Promise<{ version: VersionDoc; item: Record<string, unknown> }> {
  return store.transaction(async (tx) => {
    const version = await tx.get<VersionDoc>(COLLECTIONS.contentVersions, versionId);
    if (!version) throw notFound(VERSION_NOT_FOUND);
    const collection = CONTENT_COLLECTIONS[version.type];
    const current = await tx.get<Record<string, unknown>>(collection, String(version.item_id));
    if (!current) throw conflict('Este item foi excluído: restaure-o pela lixeira.');
    // Denormalised copies of a supplement's or a category's name and image follow the restored state.
    const topics = version.type === 'supplement' ? await readTopicsOf(tx, version.item_id) : [];
    const copies = version.type === 'category' ? await readCategoryCopies(tx, version.item_id) : null;

    const item: Record<string, unknown> & { id: number } = { ...restoredState(current, version.snapshot), id: version.item_id, revision: nextRevision(current), updated_by: actor, updated_at: at };
    tx.set(collection, String(version.item_id), item);
    if (version.type === 'supplement') writeSupplementCopies(tx, topics, supplementRef(item as unknown as SupplementDoc));
    if (copies) writeCategoryCopies(tx, copies, categoryRef(item as unknown as CategoryDoc));
    recordContentChange(tx, {
      type: version.type,
      action: 'restore',
      item,
      previous: current,
      actor,
      at,
      detail: `para a versão de ${formatDay(version.created_at)}`,
    });
    bumpSearchVersion(tx);
    return { version, item };
  });
}

/** What a trashed item needs to exist again: its parent, and its address (slug) still free. */
async function checkRestorable(tx: Transaction, trash: TrashDoc, items: TrashItemDoc[]): Promise<void> {
  for (const item of items) {
    if (!Object.values(CONTENT_COLLECTIONS).includes(item.collection)) continue;
    if (await tx.get(item.collection, item.doc_id)) throw conflict('Este item já existe no catálogo.');
    const slug = item.data.slug;
    if (typeof slug === 'string') {
      const taken = await tx.query({ collection: item.collection, where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
      if (taken.length > 0) throw conflict(`O endereço "${slug}" já é usado por outro item: renomeie-o antes de restaurar.`);
    }
  }
  const main = items.find((item) => item.collection === CONTENT_COLLECTIONS[trash.type])?.data ?? {};
  if (trash.type === 'supplement') {
    const category = await tx.get<CategoryDoc>(COLLECTIONS.categories, String(main.category_id));
    if (!category || category.has_subcategory === 1) throw conflict('A categoria deste suplemento não existe mais: restaure-a (ou crie-a) antes.');
  }
  if (trash.type === 'topic' && !(await tx.get(COLLECTIONS.supplements, String(main.supplement_id)))) {
    throw conflict('O suplemento deste tópico foi excluído: restaure-o pela lixeira antes.');
  }
  if (trash.type === 'category' && main.parent_id !== null && main.parent_id !== undefined && !(await tx.get(COLLECTIONS.categories, String(main.parent_id)))) {
    throw conflict('A categoria-mãe foi excluída: restaure-a pela lixeira antes.');
  }
}

/** Brings a deletion back: the item, what hung under it (topics, favourites of users who still exist), its counts. */
export async function restoreTrash(store: Store, trashId: string, actor: Actor, at: string): Promise<TrashDoc> {
  return store.transaction(async (tx) => {
    const trash = await tx.get<TrashDoc>(COLLECTIONS.trash, trashId);
    if (!trash) throw notFound(TRASH_NOT_FOUND);
    const stored = await tx.query<TrashItemDoc>({ collection: COLLECTIONS.trashItems, where: [{ field: 'trash_id', op: '==', value: trashId }] });
    const items = stored.map((doc) => doc.data);
    await checkRestorable(tx, trash, items);
    const favourites = items.filter((item) => item.collection === COLLECTIONS.favorites);
    const owners = await Promise.all(favourites.map((item) => tx.get(COLLECTIONS.users, String(item.data.user_uid))));
    const gone = new Set(favourites.filter((_, index) => owners[index] === null).map((item) => item.doc_id));
    const main = items.find((item) => item.collection === CONTENT_COLLECTIONS[trash.type]);

    for (const item of items) {
      if (gone.has(item.doc_id) && item.collection === COLLECTIONS.favorites) continue;
      const isMain = item === main;
      const data = isMain ? { ...item.data, revision: nextRevision(item.data), updated_by: actor, updated_at: at } : item.data;
      tx.set(item.collection, item.doc_id, data);
      if (item.collection === COLLECTIONS.topics || isMain) {
        const type = item.collection === COLLECTIONS.topics ? 'topic' : trash.type;
        recordContentChange(tx, { type, action: 'restore', item: { ...data, id: Number(item.doc_id) }, actor, at, batch: trashId, detail: 'da lixeira' });
      }
    }
    if (trash.type === 'supplement' && main) {
      tx.update(COLLECTIONS.categories, String(main.data.category_id), { supplements_count: increment(1) });
    }
    if (trash.type === 'category' && main && main.data.parent_id) {
      tx.update(COLLECTIONS.categories, String(main.data.parent_id), { has_subcategory: 1 });
    }
    if (trash.type === 'topic' && main) tx.update(COLLECTIONS.supplements, String(main.data.supplement_id), { updated_at: at });
    for (const doc of stored) tx.delete(COLLECTIONS.trashItems, doc.id);
    tx.delete(COLLECTIONS.trash, trashId);
    bumpSearchVersion(tx);
    return trash;
  });
}

