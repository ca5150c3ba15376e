import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseIndexDefinitions } from './indexes.js';
import { increment, StoreLimitError, type Store } from './port.js';
import { createSqliteStore, type SqliteStoreOptions } from './sqlite.js';
import { documentSize, fieldsSize } from './storage-size.js';

const dir = mkdtempSync(join(tmpdir(), 'store-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let seq = 0;
let store: Store;
const open = async (options: Omit<SqliteStoreOptions, 'path'> = {}) => {
  store = await createSqliteStore({ path: join(dir, `limits-${seq++}.sqlite`), ...options });
  return store;
};
beforeEach(() => open());
afterEach(() => store.close());

const refused = (limit: string | RegExp) => expect.objectContaining({ name: 'StoreLimitError', message: expect.stringMatching(limit) });
const text = (bytes: number) => 'x'.repeat(bytes);
/** A value `levels` deep: its innermost field's path has `levels` segments. */
const nested = (levels: number): Record<string, unknown> => {
  let value: unknown = 1;
  for (let level = 1; level < levels; level++) value = { f: value };
  return { f: value };
};

describe("Firestore's storage size", () => {
  it("sizes the documentation's example fields at 71 bytes, and a document as name + fields + 32", () => {
    const fields = { type: 'Personal', done: false, priority: 1, description: 'Learn Cloud Firestore' };
    expect(fieldsSize(fields)).toBe(71);
    // tasks/my_task_id: 6 + 11 + 16 bytes of name.
    expect(documentSize('tasks', 'my_task_id', fields)).toBe(33 + 71 + 32);
  });
});

describe('the sqlite store refuses what Firestore refuses', () => {
  it('keeps a document to 1 MiB (1,048,576 bytes) as Firestore sizes it', async () => {
    // docs/a: 5 + 2 + 16 name, 32 overhead, fields "a" and "b" of 2 bytes each, strings n + 1.
    const exact = { a: text(1_000_000), b: text(48_515) };
    expect(documentSize('docs', 'a', exact)).toBe(1_048_576);
    await store.set('docs', 'a', exact);
    await expect(store.set('docs', 'a', { ...exact, b: text(48_516) })).rejects.toThrow(refused('maximum size for a document'));
    // A patch that grows the stored document past the limit fails the same way.
    await expect(store.update('docs', 'a', { c: true })).rejects.toBeInstanceOf(StoreLimitError);
  });

  it('keeps a field value to 1 MiB - 89 bytes', async () => {
    await store.set('docs', 'a', { a: text(1_048_486) });
    await expect(store.set('docs', 'a', { a: text(1_048_487) })).rejects.toThrow(refused('maximum size of a field value'));
  });

  it('keeps collection and document IDs to 1,500 bytes, without "/", "." or "..", or __.*__', async () => {
    await store.set('docs', text(1_500), { v: 1 });
    await store.set('docs', 'a.b', { v: 1 });
    for (const id of [text(1_501), 'a/b', '.', '..', '__id__', '']) {
      await expect(store.set('docs', id, { v: 1 })).rejects.toThrow(refused('constraints on document IDs'));
      await expect(store.get('docs', id)).rejects.toBeInstanceOf(StoreLimitError);
    }
    await expect(store.set('__docs__', 'a', { v: 1 })).rejects.toThrow(refused('constraints on collection IDs'));
  });

  it('keeps field names to 1,500 bytes and refuses empty and reserved (__.*__) ones', async () => {
    await store.set('docs', 'a', { [text(1_500)]: 1, map: { [text(1_500)]: 1 } });
    await expect(store.set('docs', 'a', { [text(1_501)]: 1 })).rejects.toThrow(refused('maximum size of a field name'));
    await expect(store.set('docs', 'a', { map: { __name__: 1 } })).rejects.toThrow(refused('constraints on field names'));
    await expect(store.set('docs', 'a', { '': 1 })).rejects.toThrow(refused('constraints on field names'));
  });

  it('keeps a field path to 1,500 bytes', async () => {
    await store.set('docs', 'a', { v: 1 });
    await store.update('docs', 'a', { [`m.${text(1_498)}`]: 1 });
    await expect(store.update('docs', 'a', { [`m.${text(1_499)}`]: 1 })).rejects.toThrow(refused('maximum size of a field path'));
  });

  it('keeps maps and arrays to 20 levels deep', async () => {
    await store.set('docs', 'a', nested(20));
    await store.set('docs', 'b', { list: [nested(18)] });
    await expect(store.set('docs', 'a', nested(21))).rejects.toThrow(refused('maximum depth of fields'));
    await expect(store.set('docs', 'b', { list: [nested(19)] })).rejects.toThrow(refused('maximum depth of fields'));
  });

  it('refuses an array directly inside an array', async () => {
    await store.set('docs', 'a', { list: [{ inner: [1, 2] }] });
    await expect(store.set('docs', 'a', { list: [[1, 2]] })).rejects.toThrow(refused('arrays in arrays'));
  });

  it("keeps Dates within a Timestamp's years 1 to 9999", async () => {
    await store.set('docs', 'a', { at: new Date('9999-12-31T23:59:59.999Z') });
    await expect(store.set('docs', 'a', { at: new Date('+010000-01-01T00:00:00Z') })).rejects.toThrow(refused('timestamp range'));
  });

  it('commits at most 500 writes at once, in a batch or a transaction', async () => {
    const batchOf = (n: number) => {
      const batch = store.batch();
      for (let i = 0; i < n; i++) batch.set('docs', `d${i}`, { i });
      return batch;
    };
    await batchOf(500).commit();
    await expect(batchOf(501).commit()).rejects.toThrow(refused('maximum writes per commit'));
    const attempt = store.transaction(async (tx) => {
      for (let i = 0; i < 501; i++) tx.set('more', `d${i}`, { i });
    });
    await expect(attempt).rejects.toThrow(refused('maximum writes per commit'));
    expect(await store.count({ collection: 'more' })).toBe(0);
  });

  it('applies at most 500 field transformations to one document in one commit', async () => {
    const increments = (from: number, n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`n${from + i}`, increment(1)]));
    await store.set('docs', 'a', { v: 1 });
    const ok = store.batch();
    ok.update('docs', 'a', increments(0, 300));
    ok.update('docs', 'a', increments(300, 200));
    await ok.commit();
    const over = store.batch();
    over.update('docs', 'a', increments(0, 300));
    over.set('docs', 'a', increments(300, 201), { merge: true });
    await expect(over.commit()).rejects.toThrow(refused('maximum field transformations'));
    expect(await store.get('docs', 'a')).toMatchObject({ n0: 1, n499: 1 });
  });

  it('keeps a commit to the 10 MiB API request size', async () => {
    // Each write: docs/dN name 5 + 3 + 16, field "a" 2, string n + 1.
    const batchWith = (last: number) => {
      const batch = store.batch();
      for (let i = 0; i < 10; i++) batch.set('docs', `d${i}`, { a: text(1_000_000) });
      batch.set('docs', 'dz', { a: text(last) });
      return batch;
    };
    await batchWith(485_463).commit();
    await expect(batchWith(485_464).commit()).rejects.toThrow(refused('maximum API request size'));
  });

  it('allows 30 disjunctions in a query: several in filters multiply', async () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => i);
    await store.query({ collection: 'docs', where: [{ field: 'a', op: 'in', value: values(5) }, { field: 'b', op: 'in', value: values(6) }] });
    await expect(
      store.query({ collection: 'docs', where: [{ field: 'a', op: 'in', value: values(5) }, { field: 'b', op: 'in', value: values(7) }] }),
    ).rejects.toThrow(refused('maximum disjunctions'));
  });

  it('allows 30 values in one in filter, and refuses 31 (each value is a disjunction)', async () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => i);
    await store.query({ collection: 'docs', where: [{ field: 'a', op: 'in', value: values(30) }] });
    await expect(store.query({ collection: 'docs', where: [{ field: 'a', op: 'in', value: values(31) }] })).rejects.toThrow(refused('maximum disjunctions'));
  });
});

describe('transaction time', () => {
  let clock = 0;
  beforeEach(async () => {
    await store.close();
    clock = 0;
    await open({ limits: { transactionMs: 1_000, transactionIdleMs: 500 }, now: () => clock });
  });

  it('expires a transaction idle for longer than the idle limit (60 s in Firestore)', async () => {
    await store.transaction(async (tx) => {
      clock += 500;
      await tx.get('docs', 'a');
      clock += 500;
      tx.set('docs', 'a', { v: 1 });
    });
    const idle = store.transaction(async (tx) => {
      await tx.get('docs', 'a');
      clock += 501;
      tx.set('docs', 'a', { v: 2 });
    });
    await expect(idle).rejects.toThrow(refused('transaction idle expiration'));
    expect(await store.get('docs', 'a')).toEqual({ v: 1 });
  });

  it('fails a transaction that runs past the time limit (270 s in Firestore)', async () => {
    const reads = (total: number) =>
      store.transaction(async (tx) => {
        for (let elapsed = 0; elapsed < total; elapsed += 250) {
          clock += 250;
          await tx.get('docs', 'a');
        }
      });
    await reads(1_000);
    await expect(reads(1_250)).rejects.toThrow(refused('time limit for a transaction'));
  });
});

describe('TTL fields', () => {
  const definitions = parseIndexDefinitions({
    indexes: [],
    fieldOverrides: [{ collectionGroup: 'sessions', fieldPath: 'expires_at', ttl: true, indexes: [] }],
  });
  beforeEach(async () => {
    await store.close();
    await open({ indexes: definitions });
  });

  it('accepts a Date in a TTL field and refuses anything else, which Firestore would never expire', async () => {
    const expires = new Date('2026-12-01T00:00:00Z');
    await store.set('sessions', 'a', { expires_at: expires });
    await store.update('sessions', 'a', { hits: 1 });
    await store.set('sessions', 'a', { expires_at: new Date(expires.getTime() + 1) }, { merge: true });
    await expect(store.set('sessions', 'b', { expires_at: expires.toISOString() })).rejects.toThrow(refused('TTL field'));
    await expect(store.create('sessions', 'b', { hits: 1 })).rejects.toThrow(refused('TTL field'));
    await expect(store.update('sessions', 'a', { expires_at: Date.now() })).rejects.toThrow(refused('TTL field'));
    // Other collections are free to hold strings under the same name.
    await store.set('other', 'a', { expires_at: expires.toISOString() });
  });

  it('allows one TTL field per collection group, as Firestore does', () => {
    const ttl = (fieldPath: string) => ({ collectionGroup: 'sessions', fieldPath, ttl: true, indexes: [] });
    expect(() => parseIndexDefinitions({ indexes: [], fieldOverrides: [ttl('expires_at'), ttl('ends_at')] })).toThrow(/one TTL field/);
  });
});
