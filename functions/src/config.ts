import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
const local = inEmulator || process.env.NODE_ENV === 'test' || process.env.VITEST === 'true';

/**
 * Stripe settings of local runs and tests: they reach the project's local Stripe-compatible
 * development server (functions/src/local/stripe-server/), never Stripe. Production has no defaults.
 */
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_local_nutrindex',
  webhookSecret: 'whsec_local_nutrindex',
  apiBase: 'http://127.0.0.1:12111',
  prices: { monthly: 'price_local_monthly', semiannual: 'price_local_semiannual', annual: 'price_local_annual' },
} as const;

/** A required Stripe value in production, a local default elsewhere; always checked for its prefix. */
function stripeValue(pattern: RegExp, name: string, localDefault: string) {
  const value = z.string().regex(pattern, `${name} must match ${pattern.source}`);
  return local ? value.default(localDefault) : z.string({ error: `${name} is required` }).pipe(value);
}

const configSchema = z.object({
  /** sqlite is the embedded default for local runs and tests; firestore in production. */
  STORE_DRIVER: z.enum(['sqlite', 'firestore']).default(local ? 'sqlite' : 'firestore'),
  BLOB_DRIVER: z.enum(['local', 'gcs']).default(local ? 'local' : 'gcs'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.local')),
  /** Web API key used to check passwords with Firebase Auth's sign-in endpoint. */
  FIREBASE_WEB_API_KEY: local ? z.string().default('demo-api-key') : z.string().min(1, 'FIREBASE_WEB_API_KEY is required'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  GCLOUD_PROJECT: z.string().default('demo-nutrindex'),
  STORAGE_BUCKET: z.string().optional(),
  /** Local runs check every query shape against firestore.indexes.json (as Firestore would). */
  CHECK_QUERY_INDEXES: z.enum(['0', '1']).default(local ? '1' : '0'),
  /** Stripe (see README "Payments (Stripe)"): a secret or restricted key, the webhook signing secret, one price per plan. */
  STRIPE_SECRET_KEY: stripeValue(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY', LOCAL_STRIPE.secretKey),
  STRIPE_WEBHOOK_SECRET: stripeValue(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET', LOCAL_STRIPE.webhookSecret),
  STRIPE_PRICE_MONTHLY: stripeValue(/^price_\w+$/, 'STRIPE_PRICE_MONTHLY', LOCAL_STRIPE.prices.monthly),
  STRIPE_PRICE_SEMIANNUAL: stripeValue(/^price_\w+$/, 'STRIPE_PRICE_SEMIANNUAL', LOCAL_STRIPE.prices.semiannual),
  STRIPE_PRICE_ANNUAL: stripeValue(/^price_\w+$/, 'STRIPE_PRICE_ANNUAL', LOCAL_STRIPE.prices.annual),
  /** Where the SDK sends API calls instead of api.stripe.com (the local development server). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
});

type ParsedConfig = z.infer<typeof configSchema>;
export type Config = ParsedConfig & { repoRoot: string };

/** Local runs with the local key talk to the local server; a real test key set by hand goes to Stripe. */
function withStripeApiBase(config: ParsedConfig): ParsedConfig {
  if (config.STRIPE_API_BASE || !local || config.STRIPE_SECRET_KEY !== LOCAL_STRIPE.secretKey) return config;
  return { ...config, STRIPE_API_BASE: LOCAL_STRIPE.apiBase };
}

/** Parses the environment once at start-up; a bad value fails loudly. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { ...withStripeApiBase(parsed.data), repoRoot };
}
