/**
 * `npm run backup -- [--out <folder>] [--data-dir .local]` and `npm run restore -- <folder> [--data-dir .local]`:
 * backups of the embedded deployment that `npm start` runs (ops/backup.ts). A backup may be taken while
 * the app runs; a restore needs it stopped. Production: docs/deploy.md, "Backups and restore".
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { backupLocal, restoreLocal } from './backup.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PROJECT = 'demo-nutrindex';
/** The emulator hub of firebase.json: answering means `npm start` is running. */
const HUB = 'http://127.0.0.1:4400/emulators';

const hubRunning = async (): Promise<boolean> => (await fetch(HUB).catch(() => null))?.ok === true;

/** Asks the running emulators for their accounts (firebase emulators:export); false when none runs. */
async function exportAccounts(dir: string): Promise<boolean> {
  if (!(await hubRunning())) return false;
  await promisify(execFile)(path.join(REPO_ROOT, 'node_modules', '.bin', 'firebase'), ['emulators:export', dir, '--project', PROJECT, '--force'], { cwd: REPO_ROOT });
  return true;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const [command, folder] = positionals;
  const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? path.join(REPO_ROOT, '.local'));
  if (command === 'backup') {
    const out = path.resolve(values.out ?? path.join(REPO_ROOT, 'backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backupLocal({ dataDir, out, exportAccounts });
    console.log(`backup of ${dataDir} written to ${out}: the store, ${manifest.files} files, accounts from ${manifest.accounts}`);
  } else if (command === 'restore' && folder) {
    const manifest = await restoreLocal({ backup: path.resolve(folder), dataDir, appRunning: hubRunning });
    console.log(`${dataDir} restored from the backup of ${manifest.created_at}; npm start serves it`);
  } else {
    throw new Error('Usage: npm run backup -- [--out <folder>] | npm run restore -- <folder>');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
