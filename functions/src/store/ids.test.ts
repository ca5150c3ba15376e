import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextShardedId } from './ids.js';
import type { Store } from './port.js';
import { createSqliteStore } from './sqlite.js';

let dir: string;
let store: Store;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-ids-'));
  store = await createSqliteStore({ path: path.join(dir, 'ids.sqlite') });
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('sharded ids', () => {
  it('hands out unique positive ids while spreading the writes over the shards', async () => {
    const ids = [];
    for (let n = 0; n < 200; n += 1) ids.push(await store.transaction((tx) => nextShardedId(tx, 'users')));
    expect(new Set(ids).size).toBe(200);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    const counters = await Promise.all(Array.from({ length: 10 }, (_, shard) => store.get<{ next: number }>('counters', `users_shard_${shard}`)));
    const used = counters.filter((counter) => counter !== null);
    expect(used.length).toBeGreaterThan(5);
    expect(used.reduce((sum, counter) => sum + counter!.next, 0)).toBe(200);
  });

  it('never repeats an id of the same shard', async () => {
    const first = await store.transaction((tx) => nextShardedId(tx, 'things', 10, () => 0.35));
    const second = await store.transaction((tx) => nextShardedId(tx, 'things', 10, () => 0.35));
    expect(second - first).toBe(10);
    expect(first % 10).toBe(3);
  });
});
