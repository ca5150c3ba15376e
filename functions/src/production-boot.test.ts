/**
 * The production seam: each exported function builds its dependencies as it would on a fresh Firebase
 * project deployed by docs/deploy.md — no emulator variables, FIREBASE_CONFIG as Cloud Functions sets
 * it, a service-account credential that exists but is fake, and exactly the secrets the deploy binds
 * to that function (read from the function's own deploy definition). Nothing may reach the network.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as exported from './index.js';

const PROJECT = 'nutrindex-prod';

/** What Cloud Functions sets for every function of the project (no emulator variable among them). */
const PLATFORM_ENV = {
  GCLOUD_PROJECT: PROJECT,
  FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT, storageBucket: `${PROJECT}.firebasestorage.app`, locationId: 'southamerica-east1' }),
  NODE_ENV: 'production',
};

/** functions/.env.<project> as docs/deploy.md writes it: the defaults (no payments, no translation) … */
const PARAMS_BY_DEFAULT = { STORAGE_BUCKET: '', SITE_ORIGIN: '', TRANSLATION_PROJECT_ID: '', TRANSLATION_LOCATION: 'global', API_MIN_INSTANCES: '0', STRIPE_PRICE_MONTHLY: '', STRIPE_PRICE_SEMIANNUAL: '', STRIPE_PRICE_ANNUAL: '' };
/** … or with every optional service configured. */
const PARAMS_CONFIGURED = { ...PARAMS_BY_DEFAULT, SITE_ORIGIN: 'https://nutrindex.com.br', TRANSLATION_PROJECT_ID: PROJECT, STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_SEMIANNUAL: 'price_s', STRIPE_PRICE_ANNUAL: 'price_a' };

/** The secret values in Secret Manager, per deployment. */
const SECRETS_BY_DEFAULT: Record<string, string> = { AUTH_WEB_API_KEY: 'AIzaSyFakeKeyForTheBootTest0000000000', STRIPE_SECRET_KEY: 'disabled', STRIPE_WEBHOOK_SECRET: 'disabled', TRIAL_HASH_KEY: 'boot-test-trial-key-of-forty-characters!' };
const SECRETS_CONFIGURED: Record<string, string> = { ...SECRETS_BY_DEFAULT, STRIPE_SECRET_KEY: 'sk_live_bootTest', STRIPE_WEBHOOK_SECRET: 'whsec_bootTest' };

interface Endpoint {
  secretEnvironmentVariables?: { key: string }[];
}

/** Every exported function with its deploy definition (what `firebase deploy` reads). */
const functions = Object.entries(exported).map(([name, fn]) => [name, (fn as { __endpoint: Endpoint }).__endpoint] as const);

let credentialsDir: string;
const savedEnv = { ...process.env };
const networkCalls: string[] = [];

beforeAll(async () => {
  credentialsDir = mkdtempSync(path.join(os.tmpdir(), 'nutrindex-boot-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const key = { type: 'service_account', project_id: PROJECT, private_key_id: 'boot-test', private_key: privateKey, client_email: `boot-test@${PROJECT}.iam.gserviceaccount.com`, client_id: '1', token_uri: 'https://oauth2.googleapis.com/token' };
  writeFileSync(path.join(credentialsDir, 'key.json'), JSON.stringify(key));
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function refuse(this: net.Socket, ...args: unknown[]) {
    networkCalls.push(`socket ${JSON.stringify(args[0])}`);
    throw new Error('The boot test reaches no network');
  });
  vi.stubGlobal('fetch', (url: unknown) => {
    networkCalls.push(`fetch ${String(url)}`);
    return Promise.reject(new Error('The boot test reaches no network'));
  });
});

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  process.env = { ...savedEnv };
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  rmSync(credentialsDir, { recursive: true, force: true });
});

/** process.env exactly as Cloud Functions gives it to the function `endpoint`. */
function productionEnvFor(endpoint: Endpoint, params: Record<string, string>, secrets: Record<string, string>): NodeJS.ProcessEnv {
  const bound = Object.fromEntries((endpoint.secretEnvironmentVariables ?? []).map(({ key }) => [key, secrets[key]!]));
  return { PATH: savedEnv.PATH, HOME: savedEnv.HOME, GOOGLE_APPLICATION_CREDENTIALS: path.join(credentialsDir, 'key.json'), ...PLATFORM_ENV, ...params, ...bound };
}

/** Builds what the function builds on its first call: its dependencies, and the Express app of the HTTP ones. */
async function bootFunction(name: string): Promise<void> {
  vi.resetModules();
  const [{ getDeps }, { functionNamed }] = await Promise.all([import('./instance.js'), import('./params.js')]);
  const deps = await getDeps(functionNamed(name));
  if (name === 'api') (await import('./app.js')).createApp(deps);
  if (name === 'stripeWebhook') (await import('./modules/payments/webhook.js')).createStripeWebhookApp(deps);
  expect(deps.store).toBeDefined();
  await deps.store.close();
}

describe.each([
  ['with the defaults of docs/deploy.md (no payments, no translation)', PARAMS_BY_DEFAULT, SECRETS_BY_DEFAULT],
  ['with payments, translation and a site origin configured', PARAMS_CONFIGURED, SECRETS_CONFIGURED],
])('every function starts in production %s', (_, params, secrets) => {
  it.each(functions)('%s builds its dependencies from the secrets it binds, reaching no network', async (name, endpoint) => {
    process.env = productionEnvFor(endpoint, params, secrets);
    await bootFunction(name);
    expect(networkCalls).toEqual([]);
  });
});
