import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { createApp } from '../platform/app.js';
import type { AppDeps } from '../platform/app-deps.js';
import { createFirebaseIdentityProvider } from '../auth/identity-provider.js';
import { createInProcessJobQueue, type InProcessJobQueue } from '../jobs/in-process.js';
import { createLocalPushSender } from '../push/local.js';
import type { PushSender } from '../push/port.js';
import { startLocalTranslationServer, type LocalTranslationServer } from '../local/translation-server/server.js';
import { createGoogleTranslator } from '../modules/translation/google-translator.js';
import type { Translator } from '../modules/translation/port.js';
import type { Store } from '../store/port.js';
import { cachingCatalogue } from '../store/catalogue-cache.js';
import { withWriteListeners } from '../store/write-listeners.js';
import { createTestBackends } from './backends.js';

export const PROJECT_ID = 'demo-nutrindex';
export const API_KEY = 'demo-api-key';

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('API tests run under the Auth emulator: npm run test:api (firebase emulators:exec --only auth)');
  return host;
}

/** Exchanges a custom token for an ID token, as the web app's Firebase Auth SDK does. */
export async function idTokenFor(customToken: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=${API_KEY}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: customToken, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`signInWithCustomToken failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export interface TestContext {
  deps: AppDeps;
  api: ReturnType<typeof request>;
  /** The background jobs the requests enqueued: `await ctx.jobs.idle()` waits until they have run. */
  jobs: InProcessJobQueue;
  /** The local development translator the Cloud Translation client of `deps.translator` talks to. */
  translation: LocalTranslationServer;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real Express app on the Auth emulator, with a fresh store and blob store: a sqlite file and a
 * temp upload directory, or the Firestore and Storage emulators (STORE_DRIVER, BLOB_DRIVER: backends.ts).
 */
export async function createTestContext(
  options: { now?: () => Date; push?: PushSender; wrapTranslator?: (translator: Translator) => Translator; /** e.g. a counting store (bench/counting-store.ts) */ wrapStore?: (store: Store) => Store } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-api-'));
  const firebase = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const backends = await createTestBackends(firebase, dataDir);
  // As platform/deps.ts: the catalogue kept per instance (store/catalogue-cache.ts), and the instance's
  // other caches told of its writes (store/write-listeners.ts).
  const store = withWriteListeners(cachingCatalogue(options.wrapStore ? options.wrapStore(backends.store) : backends.store));
  const jobs = createInProcessJobQueue(() => deps);
  const translation = await startLocalTranslationServer({ port: 0 });
  const translator = createGoogleTranslator({ projectId: PROJECT_ID, location: 'global', localEndpoint: translation.endpoint });
  const deps: AppDeps = {
    store,
    jobs,
    blobs: backends.blobs,
    push: options.push ?? createLocalPushSender(store),
    identity: createFirebaseIdentityProvider(getAuth(firebase), { apiKey: API_KEY, emulatorHost: emulatorHost() }),
    translator: options.wrapTranslator ? options.wrapTranslator(translator) : translator,
    now: options.now,
  };
  const app = createApp(deps);
  return {
    deps,
    api: request(app),
    jobs,
    translation,
    dataDir,
    async close() {
      await jobs.idle();
      await translator.close();
      await translation.close();
      await backends.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
