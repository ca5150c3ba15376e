/**
 * The environment Cloud Functions gives a deployed function of a fresh project set up by
 * docs/deploy.md: no emulator variable, FIREBASE_CONFIG, a service-account key that exists but is
 * fake, the params of functions/.env.<project> and the secrets the function binds.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PRODUCTION_PROJECT = 'nutrindex-prod';

/** What Cloud Functions sets for every function of the project. */
const PLATFORM_ENV = {
  GCLOUD_PROJECT: PRODUCTION_PROJECT,
  FIREBASE_CONFIG: JSON.stringify({ projectId: PRODUCTION_PROJECT, storageBucket: `${PRODUCTION_PROJECT}.firebasestorage.app`, locationId: 'southamerica-east1' }),
  NODE_ENV: 'production',
};

/** functions/.env.<project> as docs/deploy.md writes it: the defaults (no payments, no translation) … */
export const PARAMS_BY_DEFAULT = { STORAGE_BUCKET: '', SITE_ORIGIN: '', TRANSLATION_PROJECT_ID: '', TRANSLATION_LOCATION: 'global', API_MIN_INSTANCES: '0', STRIPE_PRICE_MONTHLY: '', STRIPE_PRICE_SEMIANNUAL: '', STRIPE_PRICE_ANNUAL: '' };
/** … or with every optional service configured. */
export const PARAMS_CONFIGURED = { ...PARAMS_BY_DEFAULT, SITE_ORIGIN: 'https://nutrindex.com.br', TRANSLATION_PROJECT_ID: PRODUCTION_PROJECT, STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_SEMIANNUAL: 'price_s', STRIPE_PRICE_ANNUAL: 'price_a' };

/** The secret values in Secret Manager, per deployment. */
export const SECRETS_BY_DEFAULT: Record<string, string> = { AUTH_WEB_API_KEY: 'AIzaSyFakeKeyForTheBootTest0000000000', STRIPE_SECRET_KEY: 'disabled', STRIPE_WEBHOOK_SECRET: 'disabled', TRIAL_HASH_KEY: 'boot-test-trial-key-of-forty-characters!' };
export const SECRETS_CONFIGURED: Record<string, string> = { ...SECRETS_BY_DEFAULT, STRIPE_SECRET_KEY: 'sk_live_bootTest', STRIPE_WEBHOOK_SECRET: 'whsec_bootTest' };

/** A deployed function's definition, as `firebase deploy` reads it. */
export interface Endpoint {
  secretEnvironmentVariables?: { key: string }[];
}

/** Every exported function of `exported` (index.ts) with its deploy definition. */
export const endpointsOf = (exported: Record<string, unknown>) =>
  Object.entries(exported).map(([name, fn]) => [name, (fn as { __endpoint: Endpoint }).__endpoint] as const);

/** A fake service-account key file (a real RSA key, no real account): what Google's client libraries load. */
export function fakeCredentials(): { file: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutrindex-boot-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const key = { type: 'service_account', project_id: PRODUCTION_PROJECT, private_key_id: 'boot-test', private_key: privateKey, client_email: `boot-test@${PRODUCTION_PROJECT}.iam.gserviceaccount.com`, client_id: '1', token_uri: 'https://oauth2.googleapis.com/token' };
  const file = path.join(dir, 'key.json');
  writeFileSync(file, JSON.stringify(key));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** process.env exactly as Cloud Functions gives it to the function `endpoint`. */
export function productionEnvFor(endpoint: Endpoint, options: { credentials: string; params: Record<string, string>; secrets: Record<string, string>; base: NodeJS.ProcessEnv }): NodeJS.ProcessEnv {
  const bound = Object.fromEntries((endpoint.secretEnvironmentVariables ?? []).map(({ key }) => [key, options.secrets[key]!]));
  return { PATH: options.base.PATH, HOME: options.base.HOME, GOOGLE_APPLICATION_CREDENTIALS: options.credentials, ...PLATFORM_ENV, ...options.params, ...bound };
}
