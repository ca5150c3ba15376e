import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DISABLED, SECRET_NAMES, secretNamesOf, type FunctionName } from './params.js';
import { logError } from '../runtime/log.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The Functions emulator and the tests run with local defaults; production has none. */
const isLocal = (env: NodeJS.ProcessEnv) => env.FUNCTIONS_EMULATOR === 'true' || env.NODE_ENV === 'test' || env.VITEST === 'true';

/**
 * Stripe settings of local runs and tests: they reach the project's local Stripe-compatible
 * development server (functions/src/local/stripe-server/), never Stripe. Production has no defaults.
 */
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_local_nutrindex',
  webhookSecret: 'whsec_local_nutrindex',
  trialKey: 'local-trial-hash-key-not-a-secret-0000',
  apiBase: 'http://127.0.0.1:12111',
  prices: { monthly: 'price_local_monthly', semiannual: 'price_local_semiannual', annual: 'price_local_annual' },
} as const;

/** The local development translator (functions/src/local/translation-server/, not a translation engine) of local runs and tests. */
export const LOCAL_TRANSLATION = { endpoint: '127.0.0.1:12112' } as const;

/** The Web API key the Auth emulator accepts (a `demo-` project checks none). */
export const LOCAL_WEB_API_KEY = 'demo-api-key';

const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankIsUnset, z.string().optional());

const baseSchema = z.object({
  /** sqlite is the embedded default for local runs and tests; firestore in production. */
  STORE_DRIVER: z.enum(['sqlite', 'firestore']).optional(),
  BLOB_DRIVER: z.enum(['local', 'gcs']).optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.local')),
  AUTH_WEB_API_KEY: optionalText,
  /** Set by the Functions emulator and `firebase emulators:exec`, never by hand in production. */
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  /** Set by the Functions emulator (its Tasks emulator), never in production. */
  CLOUD_TASKS_EMULATOR_HOST: optionalText,
  GCLOUD_PROJECT: optionalText,
  /** Set by Cloud Functions: the project's id and default bucket, as JSON. */
  FIREBASE_CONFIG: z.preprocess(blankIsUnset, z.string().optional()),
  STORAGE_BUCKET: optionalText,
  SITE_ORIGIN: optionalText,
  /** Local runs check every query shape against firestore.indexes.json (as Firestore would). */
  CHECK_QUERY_INDEXES: z.enum(['0', '1']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  TRIAL_HASH_KEY: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_SEMIANNUAL: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  /** Where the SDK sends API calls instead of api.stripe.com (the local development server). */
  STRIPE_API_BASE: z.preprocess(blankIsUnset, z.url({ protocol: /^https?$/ }).optional()),
  TRANSLATION_PROJECT_ID: optionalText,
  TRANSLATION_LOCATION: z.preprocess(blankIsUnset, z.string().regex(/^[a-z0-9-]+$/, 'TRANSLATION_LOCATION must be global or a region').default('global')),
  /** host:port of the local development translator, which the Cloud Translation client then talks to. */
  TRANSLATION_LOCAL_ENDPOINT: z.preprocess(blankIsUnset, z.string().regex(/^[\w.-]+:\d+$/, 'TRANSLATION_LOCAL_ENDPOINT must be host:port').optional()),
});

export interface TranslationConfig {
  projectId: string;
  location: string;
  /** Set locally: the local development translator's address (never Google). */
  localEndpoint?: string;
}

const stripeSchema = z.object({
  secretKey: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be sk_…/rk_… or "disabled"'),
  webhookSecret: z.string({ error: 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY' }).regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be whsec_…'),
  prices: z.object({
    monthly: z.string({ error: 'STRIPE_PRICE_MONTHLY is required with STRIPE_SECRET_KEY' }).regex(/^price_\w+$/, 'STRIPE_PRICE_MONTHLY must be price_…'),
    semiannual: z.string({ error: 'STRIPE_PRICE_SEMIANNUAL is required with STRIPE_SECRET_KEY' }).regex(/^price_\w+$/, 'STRIPE_PRICE_SEMIANNUAL must be price_…'),
    annual: z.string({ error: 'STRIPE_PRICE_ANNUAL is required with STRIPE_SECRET_KEY' }).regex(/^price_\w+$/, 'STRIPE_PRICE_ANNUAL must be price_…'),
  }),
  apiBase: z.string().optional(),
  trialKey: z.string({ error: 'TRIAL_HASH_KEY is required with STRIPE_SECRET_KEY' }).min(32, 'TRIAL_HASH_KEY must have at least 32 characters'),
});

export type StripeConfig = z.infer<typeof stripeSchema>;

export interface Config {
  repoRoot: string;
  local: boolean;
  STORE_DRIVER: 'sqlite' | 'firestore';
  BLOB_DRIVER: 'local' | 'gcs';
  DATA_DIR: string;
  /** Only where the function binds AUTH_WEB_API_KEY (the api): password sign-in uses it. */
  authWebApiKey?: string;
  authEmulatorHost?: string;
  /** The Tasks emulator's host: jobs are enqueued there (locally only). */
  tasksEmulatorHost?: string;
  GCLOUD_PROJECT: string;
  /** The uploads bucket: STORAGE_BUCKET, or else the project's default bucket (see uploadsBucketName). */
  storageBucket: string;
  /** The site's public https origin: push notifications link to absolute addresses on it. */
  siteOrigin: string;
  CHECK_QUERY_INDEXES: '0' | '1';
  /** Absent where payments are not configured (no key, or `disabled`), misconfigured, or the function binds no Stripe secret. */
  stripe?: StripeConfig;
  /** What is wrong with a payment configuration that was set but is invalid (payments are then off). */
  paymentsProblem?: string;
  /** Absent where content translation is not configured (no project, or `disabled`). */
  translation?: TranslationConfig;
}

type Env = z.infer<typeof baseSchema>;

/**
 * Stripe is optional. Locally, no key means the local development server; anywhere, `disabled`
 * means no payments; a key set by hand needs the webhook secret and the three prices (without them
 * payments are off and `payments_misconfigured` is logged; the rest of the function serves).
 */
function stripeConfig(env: Env, local: boolean): unknown {
  const key = env.STRIPE_SECRET_KEY;
  if (key === DISABLED || (!key && !local)) return undefined;
  const trialKey = env.TRIAL_HASH_KEY ?? (local ? LOCAL_STRIPE.trialKey : undefined);
  if (!key) return { secretKey: LOCAL_STRIPE.secretKey, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE.webhookSecret, prices: LOCAL_STRIPE.prices, apiBase: env.STRIPE_API_BASE ?? LOCAL_STRIPE.apiBase, trialKey };
  const localDefaults = local && key === LOCAL_STRIPE.secretKey;
  return {
    secretKey: key,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? (localDefaults ? LOCAL_STRIPE.webhookSecret : undefined),
    prices: {
      monthly: env.STRIPE_PRICE_MONTHLY ?? (localDefaults ? LOCAL_STRIPE.prices.monthly : undefined),
      semiannual: env.STRIPE_PRICE_SEMIANNUAL ?? (localDefaults ? LOCAL_STRIPE.prices.semiannual : undefined),
      annual: env.STRIPE_PRICE_ANNUAL ?? (localDefaults ? LOCAL_STRIPE.prices.annual : undefined),
    },
    apiBase: env.STRIPE_API_BASE ?? (localDefaults ? LOCAL_STRIPE.apiBase : undefined),
    trialKey,
  };
}

/**
 * Content translation is optional. Locally, no project means the local development translator; a
 * project set by hand (with Google credentials on the machine) reaches Cloud Translation. In
 * production a project id turns it on; `disabled` turns it off anywhere.
 */
function translationConfig(env: Env, project: string, local: boolean): TranslationConfig | undefined {
  const projectId = env.TRANSLATION_PROJECT_ID;
  if (projectId === DISABLED || (!projectId && !local)) return undefined;
  if (!projectId) return { projectId: project, location: env.TRANSLATION_LOCATION, localEndpoint: env.TRANSLATION_LOCAL_ENDPOINT ?? LOCAL_TRANSLATION.endpoint };
  return { projectId, location: env.TRANSLATION_LOCATION, localEndpoint: local ? env.TRANSLATION_LOCAL_ENDPOINT : undefined };
}

function fail(issues: z.core.$ZodIssue[]): never {
  throw new Error(`Invalid configuration: ${issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ')}`);
}

const firebaseConfigSchema = z.object({ projectId: z.string().optional(), storageBucket: z.string().optional() });

/** FIREBASE_CONFIG as Cloud Functions sets it (JSON with projectId and storageBucket), if present. */
function firebaseConfigOf(raw: string | undefined): z.infer<typeof firebaseConfigSchema> {
  if (raw === undefined) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    fail([{ code: 'custom', path: ['FIREBASE_CONFIG'], message: 'FIREBASE_CONFIG is not JSON', input: undefined }]);
  }
  const parsed = firebaseConfigSchema.safeParse(json);
  if (!parsed.success) fail(parsed.error.issues);
  return parsed.data;
}

/**
 * The uploads bucket, the same for the functions and `npm run bootstrap`: STORAGE_BUCKET when set;
 * else the default bucket FIREBASE_CONFIG names (Cloud Functions sets it); else the default bucket of
 * a project created since October 2024 (`<project>.firebasestorage.app`). A project whose default
 * bucket is `<project>.appspot.com` sets STORAGE_BUCKET for bootstrap (docs/deploy.md).
 */
export function uploadsBucketName(env: { STORAGE_BUCKET?: string; FIREBASE_CONFIG?: string }, project: string): string {
  const explicit = blankIsUnset(env.STORAGE_BUCKET);
  if (typeof explicit === 'string') return explicit;
  return firebaseConfigOf(blankIsUnset(env.FIREBASE_CONFIG) as string | undefined).storageBucket ?? `${project}.firebasestorage.app`;
}

/** The site origin push links point at: SITE_ORIGIN, or the project's default Hosting site. */
function siteOriginOf(value: string | undefined, project: string, local: boolean): string {
  const origin = value ?? `https://${project}.web.app`;
  const parsed = z.url({ protocol: local ? /^https?$/ : /^https$/ }).safeParse(origin);
  if (!parsed.success || new URL(origin).origin !== origin.replace(/\/$/, '')) {
    fail([{ code: 'custom', path: ['SITE_ORIGIN'], message: 'SITE_ORIGIN must be an https origin such as https://example.com.br', input: undefined }]);
  }
  return new URL(origin).origin;
}

/** The environment as the function `fn` sees it: secrets it does not bind are not there. */
function boundEnv(rawEnv: NodeJS.ProcessEnv, fn: FunctionName): NodeJS.ProcessEnv {
  const bound = secretNamesOf(fn);
  return Object.fromEntries(Object.entries(rawEnv).filter(([name]) => !SECRET_NAMES.includes(name) || bound.includes(name)));
}

/**
 * Parses the environment of the function `fn` once at start-up; a bad value fails loudly. Only the
 * secrets `fn` binds (params.ts FUNCTION_SECRETS) are read, and only those are required.
 */
export function loadConfig(fn: FunctionName, rawEnv: NodeJS.ProcessEnv = process.env): Config {
  const local = isLocal(rawEnv);
  const parsed = baseSchema.safeParse(boundEnv(rawEnv, fn));
  if (!parsed.success) fail(parsed.error.issues);
  const env = parsed.data;
  const binds = (secret: string) => secretNamesOf(fn).includes(secret);
  const firebaseConfig = firebaseConfigOf(env.FIREBASE_CONFIG);
  const project = env.GCLOUD_PROJECT ?? firebaseConfig.projectId ?? (local ? 'demo-nutrindex' : undefined);
  if (!project) fail([{ code: 'custom', path: ['GCLOUD_PROJECT'], message: 'GCLOUD_PROJECT (or FIREBASE_CONFIG) is required', input: undefined }]);
  const authWebApiKey = binds('AUTH_WEB_API_KEY') ? (env.AUTH_WEB_API_KEY ?? (local ? LOCAL_WEB_API_KEY : undefined)) : undefined;
  if (binds('AUTH_WEB_API_KEY') && !authWebApiKey) fail([{ code: 'custom', path: ['AUTH_WEB_API_KEY'], message: 'AUTH_WEB_API_KEY is required', input: undefined }]);
  const stripeInput = binds('STRIPE_SECRET_KEY') ? stripeConfig(env, local) : undefined;
  const stripe = stripeInput === undefined ? undefined : stripeSchema.safeParse(stripeInput);
  // A wrong payment configuration turns payments off, not the function: everything else serves, and
  // the payment routes answer 503 (modules/payments). One log line names what is wrong.
  const paymentsProblem = stripe && !stripe.success ? stripe.error.issues.map((i) => i.message).join('; ') : undefined;
  if (paymentsProblem) logError('payments_misconfigured', new Error(`Payments are off: ${paymentsProblem}`), { function: fn });
  return {
    repoRoot,
    local,
    STORE_DRIVER: env.STORE_DRIVER ?? (local ? 'sqlite' : 'firestore'),
    BLOB_DRIVER: env.BLOB_DRIVER ?? (local ? 'local' : 'gcs'),
    DATA_DIR: env.DATA_DIR,
    authWebApiKey,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    tasksEmulatorHost: env.CLOUD_TASKS_EMULATOR_HOST,
    GCLOUD_PROJECT: project,
    storageBucket: uploadsBucketName(env, project),
    siteOrigin: siteOriginOf(env.SITE_ORIGIN, project, local),
    CHECK_QUERY_INDEXES: env.CHECK_QUERY_INDEXES ?? (local ? '1' : '0'),
    stripe: stripe?.success ? stripe.data : undefined,
    ...(paymentsProblem ? { paymentsProblem } : {}),
    translation: translationConfig(env, project, local),
  };
}
