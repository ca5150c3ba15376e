import type { Transaction } from './port.js';

/** The collection of id counters (one document per counted collection, or per shard of one). */
export const COUNTERS_COLLECTION = 'counters';

/**
 * Allocates the next numeric id of a collection inside a transaction.
 * It reads and then writes the counter, so call it after the transaction's other reads.
 */
export async function nextId(tx: Transaction, collection: string): Promise<number> {
  const counter = await tx.get<{ next: number }>(COUNTERS_COLLECTION, collection);
  const id = counter?.next ?? 1;
  tx.set(COUNTERS_COLLECTION, collection, { next: id + 1 });
  return id;
}

/** Ids allocated by sharded counters start above every id a single counter has handed out. */
const SHARDED_ID_BASE = 1_000_000;

/**
 * As `nextId`, for collections written often (one registration per second would already saturate a
 * single Firestore document): the counter is split over `shards` documents, one picked at random, and
 * the id interleaves shard and count (base + count × shards + shard), so ids stay unique numbers.
 */
export async function nextShardedId(tx: Transaction, collection: string, shards = 10, pick = Math.random): Promise<number> {
  const shard = Math.floor(pick() * shards);
  const counterId = `${collection}_shard_${shard}`;
  const counter = await tx.get<{ next: number }>(COUNTERS_COLLECTION, counterId);
  const count = counter?.next ?? 0;
  tx.set(COUNTERS_COLLECTION, counterId, { next: count + 1 });
  return SHARDED_ID_BASE + count * shards + shard;
}
