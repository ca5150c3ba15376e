import { COLLECTIONS } from '../domain/docs.js';
import type { Transaction } from './port.js';

/**
 * Allocates the next numeric id of a collection inside a transaction.
 * It reads and then writes the counter, so call it after the transaction's other reads.
 */
export async function nextId(tx: Transaction, collection: string): Promise<number> {
  const counter = await tx.get<{ next: number }>(COLLECTIONS.counters, collection);
  const id = counter?.next ?? 1;
  tx.set(COLLECTIONS.counters, collection, { next: id + 1 });
  return id;
}
