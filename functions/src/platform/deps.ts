import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFunctions } from 'firebase-admin/functions';
import { createFirebaseIdentityProvider } from '../auth/identity-provider.js';
import type { AppDeps } from './app-deps.js';
import type { BlobStore } from '../blob/port.js';
import type { Config } from './config.js';
import { createCloudTasksJobQueue } from '../jobs/cloud-tasks.js';
import type { PaymentsDeps } from '../modules/payments/service.js';
import type { Translator } from '../modules/translation/port.js';
import { FUNCTIONS_REGION } from './region.js';
import type { PushSender } from '../push/port.js';
import type { Store } from '../store/port.js';
import { cachingCatalogue } from '../store/catalogue-cache.js';
import { withWriteListeners } from '../store/write-listeners.js';

/**
 * The instance's Firebase app. Options are always explicit: given any options, firebase-admin ignores
 * FIREBASE_CONFIG, so the bucket it names is resolved by config.ts (an empty STORAGE_BUCKET means it).
 */
function firebaseApp(config: Config) {
  return getApps()[0] ?? initializeApp({ projectId: config.GCLOUD_PROJECT, storageBucket: config.storageBucket });
}

/**
 * The instance's store: the catalogue's reads kept in memory while current (issue 40 item 5,
 * store/catalogue-cache.ts) and its writes told to the instance's other caches (the callers' profiles).
 */
async function createStore(config: Config): Promise<Store> {
  if (config.STORE_DRIVER === 'firestore') {
    const [{ getFirestore }, { createFirestoreStore }] = await Promise.all([import('firebase-admin/firestore'), import('../store/firestore.js')]);
    return withWriteListeners(cachingCatalogue(createFirestoreStore(getFirestore(firebaseApp(config)))));
  }
  // Local-only: better-sqlite3 is a devDependency and never loads in production.
  const [{ createSqliteStore }, { loadIndexDefinitions }, path] = await Promise.all([
    import('../store/sqlite.js'),
    import('../store/indexes.js'),
    import('node:path'),
  ]);
  const indexes = config.CHECK_QUERY_INDEXES === '1' ? loadIndexDefinitions() : undefined;
  return withWriteListeners(cachingCatalogue(await createSqliteStore({ path: path.join(config.DATA_DIR, 'nutrindex.sqlite'), indexes })));
}

async function createBlobs(config: Config): Promise<BlobStore> {
  if (config.BLOB_DRIVER === 'gcs') {
    const [{ getStorage }, { createCloudStorageBlobStore }] = await Promise.all([import('firebase-admin/storage'), import('../blob/cloud-storage.js')]);
    return createCloudStorageBlobStore(getStorage(firebaseApp(config)).bucket());
  }
  const { createLocalBlobStore } = await import('../blob/local.js');
  return createLocalBlobStore(config.DATA_DIR);
}

/** The Stripe gateway (the real SDK; locally pointed at the local development server), if payments are configured. */
async function createPayments(config: Config): Promise<PaymentsDeps | undefined> {
  if (!config.stripe) return undefined;
  const { createStripeGateway } = await import('../modules/payments/stripe-gateway.js');
  const { secretKey, webhookSecret, apiBase, prices, trialKey } = config.stripe;
  return { gateway: createStripeGateway({ secretKey, webhookSecret, apiBase }), prices, trialKey };
}

/** Firebase Cloud Messaging in production; the local recorder (no device is reached) in the emulators. */
async function createPush(config: Config, store: Store): Promise<PushSender> {
  if (config.local) {
    const { createLocalPushSender } = await import('../push/local.js');
    return createLocalPushSender(store);
  }
  const [{ getMessaging }, { createFcmPushSender }] = await Promise.all([import('firebase-admin/messaging'), import('../push/fcm.js')]);
  return createFcmPushSender(getMessaging(firebaseApp(config)), { siteOrigin: config.siteOrigin });
}

/** The Cloud Translation adapter (locally pointed at the local development translator), if translation is configured. */
async function createTranslator(config: Config): Promise<Translator | undefined> {
  if (!config.translation) return undefined;
  const { createGoogleTranslator } = await import('../modules/translation/google-translator.js');
  return createGoogleTranslator(config.translation);
}

/** Wires the production or local adapters from the parsed configuration. */
export async function createDeps(config: Config): Promise<AppDeps> {
  const [store, blobs, payments, translator] = await Promise.all([createStore(config), createBlobs(config), createPayments(config), createTranslator(config)]);
  const identity = createFirebaseIdentityProvider(getAuth(firebaseApp(config)), {
    apiKey: config.authWebApiKey,
    emulatorHost: config.authEmulatorHost,
  });
  const jobs = createCloudTasksJobQueue(getFunctions(firebaseApp(config)), FUNCTIONS_REGION, { emulator: config.tasksEmulatorHost !== undefined });
  return { store, blobs, identity, payments, jobs, translator, push: await createPush(config, store) };
}
