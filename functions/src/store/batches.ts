import type { Store } from './port.js';

/** Firestore commits at most 500 writes at once; 400 leaves room. */
export const WRITES_PER_BATCH = 400;

/** `items` in consecutive groups of at most `size` (batches of writes, Firestore's 30-value `in`, FCM's 500 tokens). */
export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Deletes documents in batches of WRITES_PER_BATCH (not atomic as a whole: each batch is). */
export async function deleteMany(store: Store, documents: { collection: string; id: string }[]): Promise<void> {
  for (const group of chunk(documents, WRITES_PER_BATCH)) {
    const batch = store.batch();
    for (const { collection, id } of group) batch.delete(collection, id);
    await batch.commit();
  }
}
