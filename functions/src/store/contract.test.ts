/**
 * One behaviour contract for every Store adapter: always against sqlite, and against the
 * Firestore emulator when FIRESTORE_EMULATOR_HOST is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteField, increment, StoreConflictError, StoreNotFoundError, type Store } from './port.js';
import { createSqliteStore } from './sqlite.js';

let collectionSeq = 0;

/** Runs the store contract against the stores `makeStore` returns (one per test). */
export function describeStoreContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`${name} store contract`, () => {
    let store: Store;
    // A fresh collection per test keeps tests apart on a shared emulator.
    let col: string;

    beforeEach(async () => {
      store = await makeStore();
      col = `c${Date.now().toString(36)}${(collectionSeq++).toString(36)}_items`;
    });
    afterEach(async () => {
      await store.close();
    });

    const seed = async (docs: Record<string, Record<string, unknown>>): Promise<void> => {
      const batch = store.batch();
      for (const [id, data] of Object.entries(docs)) batch.set(col, id, data);
      await batch.commit();
    };
    const ids = async (query: Omit<Parameters<Store['query']>[0], 'collection'>): Promise<string[]> =>
      (await store.query({ collection: col, ...query })).map((doc) => doc.id);

    it('answers null for a missing document', async () => {
      expect(await store.get(col, 'nope')).toBeNull();
    });

    it('round-trips nested values', async () => {
      const data = {
        name: 'Magnésio', price: 12.5, count: 3, active: true, none: null,
        tags: ['a', 'b'], detail: { phone: '(11) 91234-5678', address: { city: 'São Paulo' } }, matrix: [{ x: 1 }],
      };
      await store.set(col, 'a', data);
      expect(await store.get(col, 'a')).toEqual(data);
    });

    it('round-trips a Date as a Date (a Firestore Timestamp), nested ones included', async () => {
      const at = new Date('2026-11-26T21:00:00.123Z');
      await store.set(col, 'a', { expires_at: at, nested: { at }, list: [at], label: '2026-11-26' });
      const stored = await store.get<{ expires_at: Date; nested: { at: Date }; list: Date[]; label: string }>(col, 'a');
      expect(stored?.expires_at).toBeInstanceOf(Date);
      expect(stored).toEqual({ expires_at: at, nested: { at }, list: [at], label: '2026-11-26' });
      await store.update(col, 'a', { 'nested.later': new Date(at.getTime() + 1) });
      expect((await store.get<{ nested: { later: Date } }>(col, 'a'))?.nested.later).toEqual(new Date(at.getTime() + 1));
    });

    it('filters and orders Dates by time, after numbers and before strings', async () => {
      const day = (n: number) => new Date(Date.UTC(2026, 0, n));
      await seed({ a: { at: day(20) }, b: { at: day(3) }, c: { at: day(10) }, n: { at: 5 }, s: { at: '2026-01-01' } });
      expect(await ids({ orderBy: [{ field: 'at' }] })).toEqual(['n', 'b', 'c', 'a', 's']);
      expect(await ids({ where: [{ field: 'at', op: '>=', value: day(10) }] })).toEqual(['c', 'a']);
      expect(await ids({ where: [{ field: 'at', op: '<', value: day(10) }] })).toEqual(['b']);
      expect(await ids({ where: [{ field: 'at', op: '==', value: day(3) }] })).toEqual(['b']);
      expect(await ids({ where: [{ field: 'at', op: 'in', value: [day(3), day(20)] }] })).toEqual(['a', 'b']);
    });

    it('replaces the document on a plain set', async () => {
      await store.set(col, 'a', { x: 1, y: { z: 2 } });
      await store.set(col, 'a', { y: { w: 3 } });
      expect(await store.get(col, 'a')).toEqual({ y: { w: 3 } });
    });

    it('deep-merges maps on set with merge, applying sentinels', async () => {
      await store.set(col, 'a', { x: 1, n: 5, gone: true, detail: { phone: '1', city: 'Rio' } });
      await store.set(col, 'a', { detail: { phone: '2' }, n: increment(2), gone: deleteField(), extra: [1] }, { merge: true });
      expect(await store.get(col, 'a')).toEqual({ x: 1, n: 7, detail: { phone: '2', city: 'Rio' }, extra: [1] });
      await store.set(col, 'b', { only: 'new' }, { merge: true });
      expect(await store.get(col, 'b')).toEqual({ only: 'new' });
    });

    it('creates a document once and then reports a conflict', async () => {
      await store.create(col, 'a', { v: 1 });
      await expect(store.create(col, 'a', { v: 2 })).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.get(col, 'a')).toEqual({ v: 1 });
    });

    it('refuses to update a missing document', async () => {
      await expect(store.update(col, 'nope', { v: 1 })).rejects.toBeInstanceOf(StoreNotFoundError);
      expect(await store.get(col, 'nope')).toBeNull();
    });

    it('updates dotted paths and leaves siblings alone', async () => {
      await store.set(col, 'a', { detail: { phone: '1', city: 'Rio' }, other: { k: 1, j: 2 } });
      await store.update(col, 'a', { 'detail.phone': '2', 'fresh.nested': true, other: { k: 9 } });
      expect(await store.get(col, 'a')).toEqual({
        detail: { phone: '2', city: 'Rio' }, fresh: { nested: true }, other: { k: 9 },
      });
    });

    it('increments existing, missing and nested numbers', async () => {
      await store.set(col, 'a', { n: 1, stats: { views: 10 } });
      await store.update(col, 'a', { n: increment(2), m: increment(-1), 'stats.views': increment(1) });
      expect(await store.get(col, 'a')).toEqual({ n: 3, m: -1, stats: { views: 11 } });
    });

    it('deletes fields, dotted ones included', async () => {
      await store.set(col, 'a', { x: 1, y: 2, detail: { phone: '1', city: 'Rio' } });
      await store.update(col, 'a', { x: deleteField(), 'detail.phone': deleteField() });
      expect(await store.get(col, 'a')).toEqual({ y: 2, detail: { city: 'Rio' } });
    });

    it('deletes documents, missing ones without complaint', async () => {
      await store.set(col, 'a', { x: 1 });
      await store.delete(col, 'a');
      await store.delete(col, 'never');
      expect(await store.get(col, 'a')).toBeNull();
    });

    it('gets many documents in the order asked, with nulls for missing ones', async () => {
      await seed({ a: { v: 'a' }, b: { v: 'b' } });
      expect(await store.getMany(col, ['b', 'x', 'a'])).toEqual([{ v: 'b' }, null, { v: 'a' }]);
      expect(await store.getMany(col, [])).toEqual([]);
    });

    describe('filters', () => {
      beforeEach(async () => {
        await seed({
          a: { n: 1, s: 'apple', parent: null, tags: ['mag', 'zinc'], cat: { slug: 'min' }, flag: true },
          b: { n: 2, s: 'banana', parent: 1, tags: ['zinc'], cat: { slug: 'vit' }, flag: false },
          c: { n: 3.5, s: 'cherry', parent: 2, tags: [], cat: { slug: 'min' } },
          d: { n: '10', s: 5, tags: 'mag' },
          e: { other: true },
        });
      });

      it('matches equality by type and value, dotted paths included', async () => {
        expect(await ids({ where: [{ field: 'n', op: '==', value: 2 }] })).toEqual(['b']);
        expect(await ids({ where: [{ field: 'n', op: '==', value: '10' }] })).toEqual(['d']);
        expect(await ids({ where: [{ field: 'cat.slug', op: '==', value: 'min' }] })).toEqual(['a', 'c']);
        expect(await ids({ where: [{ field: 'flag', op: '==', value: false }] })).toEqual(['b']);
        expect(await ids({ where: [{ field: 'tags', op: '==', value: ['zinc'] }] })).toEqual(['b']);
      });

      it('matches == null only where the field holds null', async () => {
        expect(await ids({ where: [{ field: 'parent', op: '==', value: null }] })).toEqual(['a']);
      });

      it('excludes documents without the field (or with null) from !=', async () => {
        expect(await ids({ where: [{ field: 'parent', op: '!=', value: 1 }] })).toEqual(['c']);
        expect(await ids({ where: [{ field: 'parent', op: '!=', value: null }] })).toEqual(['b', 'c']);
      });

      it('compares ranges only against values of the same type', async () => {
        expect(await ids({ where: [{ field: 'n', op: '>', value: 1 }] })).toEqual(['b', 'c']);
        expect(await ids({ where: [{ field: 'n', op: '>=', value: 1 }, { field: 'n', op: '<', value: 3.5 }] })).toEqual(['a', 'b']);
        expect(await ids({ where: [{ field: 'n', op: '<=', value: 3.5 }] })).toEqual(['a', 'b', 'c']);
        expect(await ids({ where: [{ field: 's', op: '>=', value: 'b' }] })).toEqual(['b', 'c']);
        expect(await ids({ where: [{ field: 's', op: '<', value: 100 }] })).toEqual(['d']);
      });

      it('matches in against any of the values', async () => {
        expect(await ids({ where: [{ field: 'n', op: 'in', value: [1, '10', 99] }] })).toEqual(['a', 'd']);
        expect(await ids({ where: [{ field: 'parent', op: 'in', value: [null, 2] }] })).toEqual(['a', 'c']);
      });

      it('matches array-contains only on arrays', async () => {
        expect(await ids({ where: [{ field: 'tags', op: 'array-contains', value: 'mag' }] })).toEqual(['a']);
        expect(await ids({ where: [{ field: 'tags', op: 'array-contains', value: 'zinc' }] })).toEqual(['a', 'b']);
      });

      it('combines filters', async () => {
        const where = [{ field: 'cat.slug', op: '==' as const, value: 'min' }, { field: 'n', op: '<' as const, value: 3 }];
        expect(await ids({ where })).toEqual(['a']);
      });
    });

    describe('ordering and paging', () => {
      beforeEach(async () => {
        await seed({ b: { order: 2 }, a: { order: 1 }, c: { order: 2 }, d: { order: 3 }, e: { title: 'no order' } });
      });

      it('orders ascending, ties by id, skipping documents without the field', async () => {
        expect(await ids({ orderBy: [{ field: 'order' }] })).toEqual(['a', 'b', 'c', 'd']);
      });

      it('orders descending, ties by id in the same direction (as Firestore does)', async () => {
        expect(await ids({ orderBy: [{ field: 'order', direction: 'desc' }] })).toEqual(['d', 'c', 'b', 'a']);
      });

      it('lists by id without an orderBy', async () => {
        expect(await ids({})).toEqual(['a', 'b', 'c', 'd', 'e']);
      });

      it('applies limit and offset', async () => {
        expect(await ids({ orderBy: [{ field: 'order' }], limit: 2 })).toEqual(['a', 'b']);
        expect(await ids({ orderBy: [{ field: 'order' }], limit: 2, offset: 2 })).toEqual(['c', 'd']);
        expect(await ids({ orderBy: [{ field: 'order' }], offset: 3 })).toEqual(['d']);
      });

      it('counts with filters', async () => {
        expect(await store.count({ collection: col })).toBe(5);
        expect(await store.count({ collection: col, where: [{ field: 'order', op: '>=', value: 2 }] })).toBe(3);
        expect(await store.count({ collection: col, where: [{ field: 'order', op: '==', value: 9 }] })).toBe(0);
      });
    });

    it('commits a batch atomically, writing nothing when one write fails', async () => {
      await store.set(col, 'a', { v: 1 });
      const failing = store.batch();
      failing.set(col, 'b', { v: 2 });
      failing.update(col, 'a', { v: 3 });
      failing.update(col, 'missing', { v: 4 });
      await expect(failing.commit()).rejects.toBeInstanceOf(StoreNotFoundError);
      expect(await store.getMany(col, ['a', 'b'])).toEqual([{ v: 1 }, null]);

      const ok = store.batch();
      ok.set(col, 'b', { v: 2 });
      ok.update(col, 'a', { v: increment(1) });
      ok.delete(col, 'a');
      ok.create(col, 'c', { v: 5 });
      await ok.commit();
      expect(await store.getMany(col, ['a', 'b', 'c'])).toEqual([null, { v: 2 }, { v: 5 }]);
    });

    it('commits a transaction and returns its result', async () => {
      await store.set(col, 'counter', { next: 1 });
      const id = await store.transaction(async (tx) => {
        const counter = await tx.get<{ next: number }>(col, 'counter');
        const found = await tx.query({ collection: col, where: [{ field: 'next', op: '>=', value: 1 }] });
        const next = counter?.next ?? 0;
        tx.update(col, 'counter', { next: next + 1 });
        tx.create(col, String(next), { found: found.length });
        return next;
      });
      expect(id).toBe(1);
      expect(await store.getMany(col, ['counter', '1'])).toEqual([{ next: 2 }, { found: 1 }]);
    });

    it('writes nothing when the transaction callback throws', async () => {
      await expect(
        store.transaction(async (tx) => {
          tx.set(col, 'a', { v: 1 });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await store.get(col, 'a')).toBeNull();
    });

    it('writes nothing when a transaction write fails at commit', async () => {
      await store.set(col, 'a', { v: 1 });
      const attempt = store.transaction(async (tx) => {
        tx.set(col, 'b', { v: 2 });
        tx.create(col, 'a', { v: 3 });
      });
      await expect(attempt).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.getMany(col, ['a', 'b'])).toEqual([{ v: 1 }, null]);
    });

    it('serialises concurrent transactions on one counter', async () => {
      await store.set(col, 'counter', { value: 0 });
      const bump = async (): Promise<void> => {
        for (let i = 0; i < 20; i++) {
          await store.transaction(async (tx) => {
            const counter = await tx.get<{ value: number }>(col, 'counter');
            // Yield between the read and the write, where an unserialised store would interleave.
            await new Promise((resolve) => setTimeout(resolve, 0));
            tx.update(col, 'counter', { value: (counter?.value ?? 0) + 1 });
          });
        }
      };
      await Promise.all([bump(), bump(), store.update(col, 'counter', { touched: true })]);
      expect(await store.get(col, 'counter')).toEqual({ value: 40, touched: true });
    }, 30_000);

    it('rejects reads after writes inside a transaction', async () => {
      const attempt = store.transaction(async (tx) => {
        tx.set(col, 'a', { v: 1 });
        await tx.get(col, 'a');
      });
      await expect(attempt).rejects.toThrow(Error);
      expect(await store.get(col, 'a')).toBeNull();
    });
  });
}

const tempDir = mkdtempSync(join(tmpdir(), 'store-contract-'));
let fileSeq = 0;
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describeStoreContract('sqlite', () => createSqliteStore({ path: join(tempDir, `store-${fileSeq++}.sqlite`) }));

if (process.env.FIRESTORE_EMULATOR_HOST) {
  describe('with the Firestore emulator', async () => {
    const [{ initializeApp }, { getFirestore }, { createFirestoreStore }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/firestore'),
      import('./firestore.js'),
    ]);
    const db = getFirestore(initializeApp({ projectId: 'demo-contract' }, 'store-contract'));
    afterAll(() => db.terminate());
    // The Firestore client is shared by all tests, so a test's close() must not terminate it.
    describeStoreContract('firestore', async () => ({ ...createFirestoreStore(db), close: async () => undefined }));
  });
}
