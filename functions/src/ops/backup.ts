/**
 * Backups of the embedded deployment (`npm start`'s data directory): the SQLite store, the uploaded
 * files (uploads/ and private/) and the Auth emulator's accounts. A backup can be taken while the app
 * runs: one read transaction copies one consistent state of the store (VACUUM INTO), and the files are copied
 * before and after it, so every file that state names is in the backup (files are named by content
 * and only ever added, or removed by the trash purge). Production uses Firestore's scheduled backups,
 * point-in-time recovery and Cloud Storage object versioning instead (docs/deploy.md).
 */
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const STORE_FILE = 'nutrindex.sqlite';
const FILE_FOLDERS = ['uploads', 'private'];
const AUTH_STATE = 'emulator-state';

export interface BackupManifest {
  created_at: string;
  store: string;
  files: number;
  /** Where the accounts came from: the running Auth emulator, or the state it left at its last exit. */
  accounts: 'running-emulator' | 'saved-state' | 'none';
}

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) count += 1;
  return count;
}

/** Copies the file folders into `out`, keeping what is already there (a second pass adds what is new). */
async function copyFiles(dataDir: string, out: string): Promise<void> {
  for (const folder of FILE_FOLDERS) {
    const from = path.join(dataDir, folder);
    if (existsSync(from)) await cp(from, path.join(out, folder), { recursive: true, force: false, errorOnExist: false });
  }
}

/**
 * One consistent copy of the SQLite store: `VACUUM INTO` reads inside one read transaction, and in WAL
 * mode the app's writers go on meanwhile. (SQLite's online backup API restarts whenever another
 * connection writes, so under steady writes it may never finish.)
 */
async function copyStore(dataDir: string, out: string): Promise<void> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(dataDir, STORE_FILE), { fileMustExist: true });
  try {
    db.prepare('VACUUM INTO ?').run(path.join(out, STORE_FILE));
  } finally {
    db.close();
  }
}

/**
 * Backs up `dataDir` into `out`. `exportAccounts(dir)` asks a running Auth emulator for its accounts
 * (firebase emulators:export) and answers false when none runs; then the state it saved at its last
 * exit is copied.
 */
export async function backupLocal(options: { dataDir: string; out: string; exportAccounts: (dir: string) => Promise<boolean>; now?: () => Date }): Promise<BackupManifest> {
  const { dataDir, out } = options;
  if (existsSync(out) && (await readdir(out)).length > 0) throw new Error(`${out} is not empty: choose a new folder for the backup`);
  await mkdir(out, { recursive: true });
  await copyFiles(dataDir, out);
  await copyStore(dataDir, out);
  await copyFiles(dataDir, out);
  let accounts: BackupManifest['accounts'] = 'none';
  if (await options.exportAccounts(path.join(out, AUTH_STATE))) accounts = 'running-emulator';
  else if (existsSync(path.join(dataDir, AUTH_STATE))) {
    await cp(path.join(dataDir, AUTH_STATE), path.join(out, AUTH_STATE), { recursive: true });
    accounts = 'saved-state';
  }
  const manifest: BackupManifest = {
    created_at: (options.now ?? (() => new Date()))().toISOString(),
    store: STORE_FILE,
    files: (await Promise.all(FILE_FOLDERS.map((folder) => countFiles(path.join(out, folder))))).reduce((sum, n) => sum + n, 0),
    accounts,
  };
  await writeFile(path.join(out, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Replaces `dataDir`'s store, files and saved accounts with the backup's. The app must be stopped:
 * `appRunning()` answers whether it is, and a running app is refused (it would keep the old store open).
 */
export async function restoreLocal(options: { backup: string; dataDir: string; appRunning: () => Promise<boolean> }): Promise<BackupManifest> {
  const { backup, dataDir } = options;
  if (!existsSync(path.join(backup, 'backup.json'))) throw new Error(`${backup} is not a backup (no backup.json)`);
  if (await options.appRunning()) throw new Error('The app is running: stop npm start before restoring');
  const manifest = JSON.parse(await readFile(path.join(backup, 'backup.json'), 'utf8')) as BackupManifest;
  await mkdir(dataDir, { recursive: true });
  for (const leftover of [STORE_FILE, `${STORE_FILE}-wal`, `${STORE_FILE}-shm`, ...FILE_FOLDERS, AUTH_STATE]) await rm(path.join(dataDir, leftover), { recursive: true, force: true });
  await cp(path.join(backup, STORE_FILE), path.join(dataDir, STORE_FILE));
  for (const folder of [...FILE_FOLDERS, AUTH_STATE]) {
    if (existsSync(path.join(backup, folder)) && (await stat(path.join(backup, folder))).isDirectory()) await cp(path.join(backup, folder), path.join(dataDir, folder), { recursive: true });
  }
  return manifest;
}
