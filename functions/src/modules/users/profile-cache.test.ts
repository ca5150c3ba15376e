import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billedReads, countingStore, type ReadCounts } from '../../bench/counting-store.js';
import { COLLECTIONS } from '../../domain/docs.js';
import type { Store } from '../../store/port.js';
import { createSqliteStore } from '../../store/sqlite.js';
import { withWriteListeners } from '../../store/write-listeners.js';
import { cachedProfiles, forgetCachedProfiles, PROFILE_CACHE_MS } from './profile-cache.js';

const dir = mkdtempSync(join(tmpdir(), 'profile-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let seq = 0;
let raw: Store;
let store: Store;
let reads: () => ReadCounts;
let time = 0;

beforeEach(async () => {
  const counting = countingStore(await createSqliteStore({ path: join(dir, `profiles-${seq++}.sqlite`) }));
  raw = counting.store;
  reads = counting.reads;
  store = withWriteListeners(raw);
  time = 0;
  await raw.set(COLLECTIONS.users, 'ana', { uid: 'ana', premium: 0, role: 'user', status: 'active' });
});
afterEach(() => raw.close());

describe("the guards' profile read (issue 40 item 5)", () => {
  it('reads a caller’s profile once for requests arriving together or within PROFILE_CACHE_MS', async () => {
    const load = cachedProfiles(store, () => time);
    const before = billedReads(reads());
    await Promise.all([load('ana'), load('ana'), load('ana')]);
    time += PROFILE_CACHE_MS - 1;
    await load('ana');
    expect(billedReads(reads()) - before).toBe(1);
    time += 1;
    await load('ana');
    expect(billedReads(reads()) - before).toBe(2);
  });

  it('reads it again at once after this instance writes it (premium from the webhook, a block, a role)', async () => {
    const load = cachedProfiles(store, () => time);
    expect((await load('ana'))?.premium).toBe(0);
    await store.update(COLLECTIONS.users, 'ana', { premium: 1 });
    expect((await load('ana'))?.premium).toBe(1);
    await store.transaction(async (tx) => tx.update(COLLECTIONS.users, 'ana', { status: 'blocked' }));
    expect((await load('ana'))?.status).toBe('blocked');
    const batch = store.batch();
    batch.update(COLLECTIONS.users, 'ana', { role: 'admin' });
    await batch.commit();
    expect((await load('ana'))?.role).toBe('admin');
  });

  it('reads it again for a new ID token (a sign-in, or the fresh token the web takes after a payment), even within PROFILE_CACHE_MS', async () => {
    const load = cachedProfiles(store, () => time);
    expect((await load('ana', 1_000))?.premium).toBe(0);
    // Premium written by another instance (the Stripe webhook's function): this one did not hear it.
    await raw.update(COLLECTIONS.users, 'ana', { premium: 1 });
    expect((await load('ana', 1_000))?.premium).toBe(0);
    expect((await load('ana', 1_002))?.premium).toBe(1);
  });

  it('does not keep a read that began before a write committed', async () => {
    const load = cachedProfiles(store, () => time);
    const reading = load('ana');
    await store.update(COLLECTIONS.users, 'ana', { premium: 1 });
    await reading;
    expect((await load('ana'))?.premium).toBe(1);
  });

  it('keeps nothing on a store whose writes it cannot hear, and forgets all when asked', async () => {
    const unheard = cachedProfiles(raw, () => time);
    const before = billedReads(reads());
    await unheard('ana');
    await unheard('ana');
    expect(billedReads(reads()) - before).toBe(2);
    const load = cachedProfiles(store, () => time);
    await load('ana');
    forgetCachedProfiles(store);
    await load('ana');
    expect(billedReads(reads()) - before).toBe(4);
  });
});
