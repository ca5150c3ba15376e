import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore, TRANSACTION_ATTEMPTS } from './sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'rerun-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let seq = 0;
const open = (probability: number) => createSqliteStore({ path: join(dir, `rerun-${seq++}.sqlite`), rerunTransactions: { probability, random: () => 0 } });

describe('the embedded store re-runs transaction callbacks as Firestore does under contention', () => {
  it('runs the callback again and commits only the last attempt’s writes', async () => {
    const store = await open(1);
    await store.set('counters', 'c', { n: 1 });
    let calls = 0;
    const result = await store.transaction(async (tx) => {
      calls += 1;
      const current = await tx.get<{ n: number }>('counters', 'c');
      tx.set('counters', 'c', { n: (current?.n ?? 0) + 1 });
      tx.set('attempts', `a${calls}`, { calls });
      return calls;
    });
    expect(calls).toBe(TRANSACTION_ATTEMPTS);
    expect(result).toBe(TRANSACTION_ATTEMPTS);
    expect(await store.get('counters', 'c')).toEqual({ n: 2 });
    // Earlier attempts' writes are thrown away.
    expect(await store.get('attempts', 'a1')).toBeNull();
    expect(await store.get('attempts', `a${TRANSACTION_ATTEMPTS}`)).toEqual({ calls: TRANSACTION_ATTEMPTS });
    await store.close();
  });

  it('shows a callback that changes the world outside its transaction (what Firestore would repeat)', async () => {
    const store = await open(1);
    const sent: string[] = [];
    await store.transaction(async (tx) => {
      sent.push('e-mail');
      tx.set('outbox', 'x', { sent: true });
    });
    expect(sent).toHaveLength(TRANSACTION_ATTEMPTS);
    await store.close();
  });

  it('runs the callback once when off', async () => {
    const store = await open(0);
    let calls = 0;
    await store.transaction(async (tx) => {
      calls += 1;
      tx.set('x', 'y', { z: 1 });
    });
    expect(calls).toBe(1);
    await store.close();
  });
});
