import { randomUUID } from 'node:crypto';
import { COLLECTIONS, type CategoryDoc, type FavoriteDoc, type SupplementDoc, type TopicDoc } from '../domain/docs.js';
import { categoryRef } from '../modules/categories/port.js';
import { supplementRef } from '../modules/supplements/port.js';
import { chunk } from '../store/batches.js';
import { increment, type DocumentData, type Store } from '../store/port.js';

/** Seeded ids start far above what the counters hand out to the API's creations. */
let nextSeedId = 1_000_000 + Math.floor(Math.random() * 1_000_000) * 10_000;

const SEED_CHUNK = 400;

/** Writes documents straight to the store, 400 a batch (large fixtures without a request each). */
export async function writeInBatches(store: Store, collection: string, docs: { id: string; data: DocumentData }[]): Promise<void> {
  for (const group of chunk(docs, SEED_CHUNK)) {
    const batch = store.batch();
    for (const doc of group) batch.set(collection, doc.id, doc.data);
    await batch.commit();
  }
}

const at = '2026-01-01T00:00:00.000Z';

/** `count` supplements in the category (written directly), its supplements_count raised to match. */
export async function seedSupplements(store: Store, category: CategoryDoc, count: number): Promise<SupplementDoc[]> {
  const tag = randomUUID().slice(0, 8);
  const supplements = Array.from({ length: count }, (_, index): SupplementDoc => {
    const id = nextSeedId++;
    return { id, name: `Semeado ${tag} ${index}`, slug: `semeado-${tag}-${index}`, is_paid: 0, order: 1, category_id: category.id, category: categoryRef(category), keywords: ['semeado'], created_at: at, updated_at: at };
  });
  await writeInBatches(store, COLLECTIONS.supplements, supplements.map((data) => ({ id: String(data.id), data })));
  await store.update(COLLECTIONS.categories, String(category.id), { supplements_count: increment(count) });
  return supplements;
}

/** `count` topics of the supplement (written directly). */
export async function seedTopics(store: Store, supplement: SupplementDoc, count: number): Promise<TopicDoc[]> {
  const topics = Array.from({ length: count }, (_, index): TopicDoc => {
    const id = nextSeedId++;
    const name = `Tópico ${index}`;
    return { id, name, slug: `${supplement.slug}-topico-${index}`, tags: null, order: index + 1, is_paid: 0, content: `<p>Texto ${index}</p>`, supplement_id: supplement.id, supplement: supplementRef(supplement), created_at: at, updated_at: at };
  });
  await writeInBatches(store, COLLECTIONS.topics, topics.map((data) => ({ id: String(data.id), data })));
  return topics;
}

/** `count` accounts (profile documents only) that each favourite the supplement. */
export async function seedFavourites(store: Store, supplementId: number, count: number): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const uids = Array.from({ length: count }, (_, index) => `semeado${tag}${index}`);
  await writeInBatches(store, COLLECTIONS.users, uids.map((uid) => ({ id: uid, data: { uid, name: 'Leitor semeado', status: 'active' } })));
  const favourites = uids.map((uid): { id: string; data: FavoriteDoc } => ({ id: `${uid}_${supplementId}`, data: { user_uid: uid, supplement_id: supplementId, created_at: at } }));
  await writeInBatches(store, COLLECTIONS.favorites, favourites);
  return uids;
}

/** The store, whose transactions fail from the (after + 1)th on: a job dying midway, as a killed instance would. */
export function storeFailingAfter(store: Store, transactions: number): Store {
  let left = transactions;
  return new Proxy(store, {
    get(target, property) {
      if (property === 'transaction') {
        return (fn: Parameters<Store['transaction']>[0]) => (left-- > 0 ? target.transaction(fn) : Promise.reject(new Error('simulated crash')));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
