import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billedReads, countingStore, type ReadCounts } from '../bench/counting-store.js';
import { COLLECTIONS } from '../domain/docs.js';
import { CLINICAL_NAMES_ID } from '../modules/drugs/names-digest.js';
import { CATALOGUE_COLLECTIONS, CATALOGUE_DOCUMENTS, CATALOGUE_STAMP, cachingCatalogue, freshReads, MAX_AGE_MS, STAMP_CHECK_MS } from './catalogue-cache.js';
import type { Store } from './port.js';
import { createSqliteStore } from './sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'catalogue-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let seq = 0;

let shared: Store;
let reads: () => ReadCounts;
let time = 0;
const clock = () => time;
/** Two instances on one store (as two Cloud Run instances on one Firestore). */
let first: Store;
let second: Store;

beforeEach(async () => {
  const counting = countingStore(await createSqliteStore({ path: join(dir, `cache-${seq++}.sqlite`) }));
  shared = counting.store;
  reads = counting.reads;
  time = 0;
  first = cachingCatalogue(shared, { clock });
  second = cachingCatalogue(shared, { clock });
  await shared.set('supplements', '1', { id: 1, name: 'Magnésio' });
  await shared.set('users', 'u', { name: 'Ana' });
});
afterEach(() => shared.close());

const billed = () => billedReads(reads());

describe('the catalogue kept per instance (issue 40 item 5)', () => {
  it('answers a catalogue document read again from memory, a copy each time, and never a user’s', async () => {
    const before = billed();
    const one = await first.get<{ name: string }>('supplements', '1');
    one!.name = 'changed by a caller';
    expect(await first.get('supplements', '1')).toEqual({ id: 1, name: 'Magnésio' });
    expect(await first.getMany('supplements', ['1', '2'])).toEqual([{ id: 1, name: 'Magnésio' }, null]);
    expect(await first.query({ collection: 'supplements', where: [{ field: 'name', op: '==', value: 'Magnésio' }] })).toHaveLength(1);
    expect(await first.query({ collection: 'supplements', where: [{ field: 'name', op: '==', value: 'Magnésio' }] })).toHaveLength(1);
    // The stamp (1), the document (1), the unknown id (1), the query (1): nothing read twice.
    expect(billed() - before).toBe(4);
    await first.get('users', 'u');
    await first.get('users', 'u');
    expect(billed() - before).toBe(6);
  });

  it('forgets what it kept when it writes the catalogue, in a batch or a transaction too', async () => {
    await first.get('supplements', '1');
    await first.update('supplements', '1', { name: 'Magnésio quelato' });
    expect(await first.get('supplements', '1')).toEqual({ id: 1, name: 'Magnésio quelato' });
    const batch = first.batch();
    batch.update('supplements', '1', { name: 'in a batch' });
    await batch.commit();
    expect(await first.get('supplements', '1')).toEqual({ id: 1, name: 'in a batch' });
    await first.transaction(async (tx) => {
      const current = await tx.get<{ name: string }>('supplements', '1');
      tx.update('supplements', '1', { name: `${current!.name}, then a transaction` });
    });
    expect(await first.get('supplements', '1')).toEqual({ id: 1, name: 'in a batch, then a transaction' });
  });

  it('sees another instance’s write once it looks at the stamp again (at most STAMP_CHECK_MS late)', async () => {
    expect(await second.get('supplements', '1')).toEqual({ id: 1, name: 'Magnésio' });
    await first.update('supplements', '1', { name: 'edited on the first instance' });
    expect(await shared.get(CATALOGUE_STAMP.collection, CATALOGUE_STAMP.id)).not.toBeNull();
    expect(await second.get('supplements', '1')).toEqual({ id: 1, name: 'Magnésio' });
    time += STAMP_CHECK_MS;
    expect(await second.get('supplements', '1')).toEqual({ id: 1, name: 'edited on the first instance' });
  });

  it('does not keep a read that began before a write of this instance committed', async () => {
    const reading = first.get('supplements', '1');
    await first.update('supplements', '1', { name: 'written while reading' });
    await reading;
    expect(await first.get('supplements', '1')).toEqual({ id: 1, name: 'written while reading' });
  });

  it('reads again after MAX_AGE_MS a document written past every instance (no stamp)', async () => {
    await first.get('supplements', '1');
    await shared.update('supplements', '1', { name: 'by hand' });
    time += STAMP_CHECK_MS;
    expect(await first.get('supplements', '1')).toEqual({ id: 1, name: 'Magnésio' });
    time += MAX_AGE_MS;
    expect(await first.get('supplements', '1')).toEqual({ id: 1, name: 'by hand' });
  });

  it('keeps at most maxChars, the least recently used going first', async () => {
    const small = cachingCatalogue(shared, { clock, maxChars: 250 });
    for (const id of ['2', '3', '4']) await shared.set('supplements', id, { id: Number(id), name: 'x'.repeat(60) });
    await small.get('supplements', '2');
    await small.get('supplements', '3');
    const before = billed();
    await small.get('supplements', '4');
    await small.get('supplements', '3');
    await small.get('supplements', '2');
    // '4' pushed '2' out (the oldest); '3' was still kept.
    expect(billed() - before).toBe(2);
  });

  it('names collections and documents the app has (the store layer cannot import their constants)', () => {
    const names: string[] = Object.values(COLLECTIONS);
    expect([...CATALOGUE_COLLECTIONS].filter((name) => !names.includes(name))).toEqual([]);
    expect([...CATALOGUE_DOCUMENTS]).toEqual([`${COLLECTIONS.meta}/${CLINICAL_NAMES_ID}`]);
    expect(CATALOGUE_COLLECTIONS.has(COLLECTIONS.users)).toBe(false);
  });

  it('reads the store itself under freshReads, and stamps what it writes there', async () => {
    await first.get('supplements', '1');
    await shared.update('supplements', '1', { name: 'past the cache' });
    expect(await freshReads(() => first.get('supplements', '1'))).toEqual({ id: 1, name: 'past the cache' });
    expect(await second.get('supplements', '1')).toEqual({ id: 1, name: 'past the cache' });
    await freshReads(() => first.update('supplements', '1', { name: 'written by a job' }));
    time += STAMP_CHECK_MS;
    expect(await second.get('supplements', '1')).toEqual({ id: 1, name: 'written by a job' });
  });

  it('writes no stamp for what it does not keep', async () => {
    await first.set('users', 'u', { name: 'Bia' });
    await first.transaction(async (tx) => tx.set('favorites', 'f', { x: 1 }));
    expect(await shared.get(CATALOGUE_STAMP.collection, CATALOGUE_STAMP.id)).toBeNull();
  });
});

