/**
 * The store and blob store under an API test context. Default: a fresh SQLite file and a local
 * upload folder in the context's temporary directory. `STORE_DRIVER=firestore` puts the store on
 * the Firestore emulator and `BLOB_DRIVER=gcs` the blobs on the Storage emulator, as CI runs the API
 * suite a second time (`firebase emulators:exec --only auth,firestore,storage`, docs/engineering.md).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { App } from 'firebase-admin/app';
import { createLocalBlobStore } from '../blob/local.js';
import type { BlobStore } from '../blob/port.js';
import { loadIndexDefinitions } from '../store/indexes.js';
import type { Store } from '../store/port.js';
import { createSqliteStore } from '../store/sqlite.js';

export interface TestBackends {
  store: Store;
  blobs: BlobStore;
  /** Closes the store and drops what the context wrote on the emulators. */
  close(): Promise<void>;
}

/** An emulator's host from the environment; never a real project's service. */
function emulatorHostOf(variable: string, driver: string): string {
  const host = process.env[variable];
  if (!host) throw new Error(`${driver} in the API tests needs ${variable} (run them under firebase emulators:exec)`);
  return host;
}

/**
 * A Firestore of its own: the emulator has no database per test, and a file's contexts can be open
 * at once (a second instance beside the file's own), so clearing the emulator between them would
 * wipe a live one. Each context gets its own project id instead (the emulator keeps projects apart;
 * firebase.json's singleProjectMode only warns), and its documents are deleted when it closes.
 */
async function firestoreBackend(namespace: string): Promise<{ store: Store; close(): Promise<void> }> {
  const host = emulatorHostOf('FIRESTORE_EMULATOR_HOST', 'STORE_DRIVER=firestore');
  const [{ deleteApp, initializeApp }, { getFirestore }, { createFirestoreStore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
    import('../store/firestore.js'),
  ]);
  const app: App = initializeApp({ projectId: namespace }, `store-${namespace}`);
  const store = createFirestoreStore(getFirestore(app));
  return {
    store,
    async close() {
      await store.close();
      await deleteApp(app);
      const response = await fetch(`http://${host}/emulator/v1/projects/${namespace}/databases/(default)/documents`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`clearing the Firestore emulator's ${namespace} answered ${response.status}`);
    },
  };
}

/** A bucket of its own on the Storage emulator, which creates buckets on first use (the emulator run is discarded after the suite). */
async function cloudStorageBlobs(firebase: App, namespace: string): Promise<BlobStore> {
  emulatorHostOf('FIREBASE_STORAGE_EMULATOR_HOST', 'BLOB_DRIVER=gcs');
  const [{ getStorage }, { createCloudStorageBlobStore }] = await Promise.all([import('firebase-admin/storage'), import('../blob/cloud-storage.js')]);
  return createCloudStorageBlobStore(getStorage(firebase).bucket(`${namespace}.appspot.com`));
}

/**
 * Firestore re-runs a transaction's callback under contention; the embedded store does it at random
 * in the suites, so code right only when its callback runs once fails here (issue 40). The share of
 * attempts thrown away is `STORE_RERUN_TRANSACTIONS` (0.3 by default; 0 turns it off).
 */
function rerunTransactions(): { probability: number } | undefined {
  const probability = Number(process.env.STORE_RERUN_TRANSACTIONS ?? '0.3');
  return Number.isFinite(probability) && probability > 0 ? { probability: Math.min(probability, 1) } : undefined;
}

/** The store and blobs of one test context, by STORE_DRIVER and BLOB_DRIVER (sqlite and local by default). */
export async function createTestBackends(firebase: App, dataDir: string): Promise<TestBackends> {
  // Lower case, digits and hyphens, under 30 characters: valid as a project id and in a bucket name.
  const namespace = `demo-api-${randomUUID().slice(0, 12)}`;
  const firestore = process.env.STORE_DRIVER === 'firestore' ? await firestoreBackend(namespace) : undefined;
  const store =
    firestore?.store ??
    (await createSqliteStore({ path: path.join(dataDir, 'test.sqlite'), indexes: loadIndexDefinitions(), rerunTransactions: rerunTransactions() }));
  const blobs = process.env.BLOB_DRIVER === 'gcs' ? await cloudStorageBlobs(firebase, namespace) : createLocalBlobStore(dataDir);
  return { store, blobs, close: firestore?.close ?? (() => store.close()) };
}
