import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { cachingCatalogue } from '../store/catalogue-cache.js';
import type { Store } from '../store/port.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOCAL_PROJECT = 'demo-nutrindex';

export interface Target {
  project: string;
  /** 'firestore' for a real project (or the Firestore emulator), 'sqlite' for the embedded local store. */
  storeKind: 'firestore' | 'sqlite';
  store: Store;
  auth: Auth;
  dataDir: string;
  describe: string;
}

/**
 * Where an operations command writes: a real project's Firestore and Auth (credentials from
 * `gcloud auth application-default login`), or, for the local demo project, the embedded store in
 * DATA_DIR (.local) and the Auth emulator (127.0.0.1:9099, as `npm start` runs it). With
 * FIRESTORE_EMULATOR_HOST set, Firestore's emulator is used instead of the embedded store.
 */
export async function openTarget(options: { project?: string; dataDir?: string }): Promise<Target> {
  const project = options.project ?? LOCAL_PROJECT;
  const local = project.startsWith('demo-');
  if (local) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const app = getApps()[0] ?? initializeApp({ projectId: project });
  const dataDir = path.resolve(options.dataDir ?? process.env.DATA_DIR ?? path.join(REPO_ROOT, '.local'));
  let store: Store;
  let storeKind: Target['storeKind'];
  if (!local || process.env.FIRESTORE_EMULATOR_HOST) {
    const [{ getFirestore }, { createFirestoreStore }] = await Promise.all([import('firebase-admin/firestore'), import('../store/firestore.js')]);
    store = createFirestoreStore(getFirestore(app));
    storeKind = 'firestore';
  } else {
    if (!existsSync(dataDir)) throw new Error(`No local data in ${dataDir}: run npm start (or npm run seed) first, or pass --data-dir.`);
    const { createSqliteStore } = await import('../store/sqlite.js');
    store = await createSqliteStore({ path: path.join(dataDir, 'nutrindex.sqlite') });
    storeKind = 'sqlite';
  }
  // Its writes of the catalogue stamp it, so running instances read them within seconds (store/catalogue-cache.ts).
  store = cachingCatalogue(store, { keepReads: false });
  const describe = storeKind === 'sqlite' ? `the embedded store ${path.join(dataDir, 'nutrindex.sqlite')}` : `Firestore of ${project}${process.env.FIRESTORE_EMULATOR_HOST ? ' (emulator)' : ''}`;
  return { project, storeKind, store, auth: getAuth(app), dataDir, describe };
}
