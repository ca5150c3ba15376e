import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../domain/docs.js';
import type { Store } from '../store/port.js';
import { createSqliteStore } from '../store/sqlite.js';
import { backupLocal, restoreLocal, STORE_FILE } from './backup.js';

let work: string;
let dataDir: string;
const openStore = () => createSqliteStore({ path: path.join(dataDir, STORE_FILE) });
const noRunningEmulator = async () => false;

/** A writer process: pairs of documents, each pair in one transaction, until it is killed. */
const PAIR_WRITER = `
const Database = require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))});
const db = new Database(process.argv[1]);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 10000');
const insert = db.prepare('INSERT OR REPLACE INTO documents (collection, id, data) VALUES (?, ?, ?)');
const pair = db.transaction((n) => { insert.run('pairs', 'a' + n, '{}'); insert.run('pairs', 'b' + n, '{}'); });
let n = 0;
(function loop() { for (let i = 0; i < 50; i++) pair(n++); if (n === 50) process.stdout.write('writing'); setImmediate(loop); })();
`;

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-backup-'));
  dataDir = path.join(work, 'data');
  await mkdir(path.join(dataDir, 'uploads', 'images'), { recursive: true });
  await mkdir(path.join(dataDir, 'emulator-state', 'auth_export'), { recursive: true });
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A catalogue, an account and its history, as the app writes them. */
async function writeDeployment(store: Store): Promise<void> {
  const batch = store.batch();
  batch.set(COLLECTIONS.categories, '1', { id: 1, name: 'Minerais', image: 'minerais.png' });
  batch.set(COLLECTIONS.supplements, '7', { id: 7, name: 'Magnésio', category_id: 1 });
  batch.set(COLLECTIONS.topics, '70', { id: 70, supplement_id: 7, name: 'Posologia', content: '<p>Texto</p>' });
  batch.set(COLLECTIONS.users, 'uid-ana', { id: 1, uid: 'uid-ana', name: 'Ana', email: 'ana@example.com' });
  batch.set(COLLECTIONS.contentVersions, 'supplement_7_1', { type: 'supplement', item_id: 7, revision: 1 });
  await batch.commit();
  await writeFile(path.join(dataDir, 'uploads', 'images', 'minerais.png'), 'png bytes');
  await writeFile(path.join(dataDir, 'emulator-state', 'auth_export', 'accounts.json'), JSON.stringify({ users: [{ localId: 'uid-ana', email: 'ana@example.com' }] }));
}

async function everything(store: Store) {
  const collections = [COLLECTIONS.categories, COLLECTIONS.supplements, COLLECTIONS.topics, COLLECTIONS.users, COLLECTIONS.contentVersions];
  return Object.fromEntries(await Promise.all(collections.map(async (collection) => [collection, await store.query({ collection })] as const)));
}

describe('backups of the embedded deployment', () => {
  it('backs up, wipes, restores and finds the same catalogue, accounts, history and files', async () => {
    let store = await openStore();
    await writeDeployment(store);
    const before = await everything(store);
    const manifest = await backupLocal({ dataDir, out: path.join(work, 'backup'), exportAccounts: noRunningEmulator });
    expect(manifest).toMatchObject({ files: 1, accounts: 'saved-state' });
    await store.close();

    await rm(dataDir, { recursive: true, force: true });
    await restoreLocal({ backup: path.join(work, 'backup'), dataDir, appRunning: noRunningEmulator });

    store = await openStore();
    expect(await everything(store)).toEqual(before);
    await store.close();
    expect(await readFile(path.join(dataDir, 'uploads', 'images', 'minerais.png'), 'utf8')).toBe('png bytes');
    expect(JSON.parse(await readFile(path.join(dataDir, 'emulator-state', 'auth_export', 'accounts.json'), 'utf8')).users[0].email).toBe('ana@example.com');
  });

  it('takes one consistent state while another process keeps writing: each transaction is in the backup whole or not at all', async () => {
    const store = await openStore();
    await writeDeployment(store);
    await store.close();
    // The app, as another process: transactions of two documents each, without pause.
    const writer = spawn(process.execPath, ['-e', PAIR_WRITER, path.join(dataDir, STORE_FILE)], { stdio: ['ignore', 'pipe', 'inherit'] });
    await once(writer.stdout!, 'data');
    await backupLocal({ dataDir, out: path.join(work, 'backup'), exportAccounts: noRunningEmulator });
    writer.kill();
    await once(writer, 'exit');

    const copy = await createSqliteStore({ path: path.join(work, 'backup', STORE_FILE) });
    const pairs = new Set((await copy.query({ collection: 'pairs' })).map((doc) => doc.id));
    await copy.close();
    expect(pairs.size).toBeGreaterThan(0);
    const halves = [...pairs].filter((id) => !pairs.has(`${id.startsWith('a') ? 'b' : 'a'}${id.slice(1)}`));
    expect(halves).toEqual([]);
  });

  it('refuses to restore under a running app, and to write a backup over another', async () => {
    const store = await openStore();
    await writeDeployment(store);
    await store.close();
    await backupLocal({ dataDir, out: path.join(work, 'backup'), exportAccounts: noRunningEmulator });
    await expect(backupLocal({ dataDir, out: path.join(work, 'backup'), exportAccounts: noRunningEmulator })).rejects.toThrow(/not empty/);
    await expect(restoreLocal({ backup: path.join(work, 'backup'), dataDir, appRunning: async () => true })).rejects.toThrow(/stop npm start/);
    expect(existsSync(path.join(dataDir, STORE_FILE))).toBe(true);
  });
});
