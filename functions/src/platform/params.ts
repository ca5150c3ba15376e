import { defineInt, defineSecret, defineString, type SecretParam } from 'firebase-functions/params';

/**
 * Every setting a deployment gives the functions, declared once as Firebase params: secrets live in
 * Secret Manager (`firebase functions:secrets:set NAME`), the rest in `functions/.env.<project>`.
 * The Firebase CLI refuses names starting with FIREBASE_, X_GOOGLE_ or EXT_ (preflight checks).
 * At run time each value is an environment variable that `config.ts` parses once, with local
 * defaults for the emulators and tests. Adding a setting: declare it here, parse it in config.ts,
 * bind a secret to the functions that read it (index.ts), and document it in docs/deploy.md.
 */

/** The project's Web API key: the API checks passwords with Firebase Auth's sign-in endpoint. */
export const AUTH_WEB_API_KEY = defineSecret('AUTH_WEB_API_KEY');

/** Stripe (optional): a secret or restricted key, or `disabled` to run without payments. */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
/** Stripe webhook signing secret (`whsec_…`), or `disabled`. */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
/**
 * The key of the trial markers (at least 32 random characters): a CPF that had the free trial is
 * remembered as HMAC-SHA256(key, CPF), not as the CPF, so the marker outlives an account's erasure
 * without keeping who it was (docs/decisions/accounts-and-access.md, "One trial per CPF after erasure"). Never rotate it.
 */
export const TRIAL_HASH_KEY = defineSecret('TRIAL_HASH_KEY');
export const STRIPE_PRICE_MONTHLY = defineString('STRIPE_PRICE_MONTHLY', { default: '', description: 'Stripe price id of the monthly plan' });
export const STRIPE_PRICE_SEMIANNUAL = defineString('STRIPE_PRICE_SEMIANNUAL', { default: '', description: 'Stripe price id of the 6-month plan' });
export const STRIPE_PRICE_ANNUAL = defineString('STRIPE_PRICE_ANNUAL', { default: '', description: 'Stripe price id of the annual plan' });

/** The Cloud Storage bucket of uploads (empty: the project's default bucket). */
export const STORAGE_BUCKET = defineString('STORAGE_BUCKET', { default: '', description: 'Uploads bucket (empty: the default bucket)' });

/**
 * The site's public origin (https://…): push notifications open absolute links on it, as FCM
 * requires. Empty: the project's default Hosting site, https://<project>.web.app.
 */
export const SITE_ORIGIN = defineString('SITE_ORIGIN', { default: '', description: 'Public https origin of the web app (empty: https://<project>.web.app)' });

/**
 * Content translation (optional): the Google Cloud project whose Cloud Translation API the
 * translation job calls with the functions' service account (usually this project's id), or
 * empty / `disabled` for none (the settings screen then says it is not configured).
 */
export const TRANSLATION_PROJECT_ID = defineString('TRANSLATION_PROJECT_ID', { default: '', description: 'Project of the Cloud Translation API (empty: no content translation)' });
export const TRANSLATION_LOCATION = defineString('TRANSLATION_LOCATION', { default: 'global', description: 'Cloud Translation location (global or a region)' });
/** Warm instances of the API kept ready (0 costs nothing while idle; 1 removes cold starts). */
export const API_MIN_INSTANCES = defineInt('API_MIN_INSTANCES', { default: 0, description: 'Minimum warm instances of the api function' });

/**
 * The secrets each exported function binds, by function name: the one list both the deploy (index.ts
 * binds exactly these) and the configuration (config.ts reads only these) use, so no function can read
 * a secret it does not bind. A function missing here does not compile; the boot test builds each.
 */
export const FUNCTION_SECRETS = {
  api: [AUTH_WEB_API_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, TRIAL_HASH_KEY],
  stripeWebhook: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, TRIAL_HASH_KEY],
  sendNotification: [],
  notifyFavouriteRevision: [],
  buildSearchIndex: [],
  buildQualityReport: [],
  refreshDigests: [],
  pruneVersions: [],
  purgeTrash: [],
  translateContent: [],
  moveTrash: [],
  syncCategoryCopies: [],
  syncSupplementCopies: [],
} satisfies Record<string, SecretParam[]>;

export type FunctionName = keyof typeof FUNCTION_SECRETS;

/** `name` as a function of FUNCTION_SECRETS; throws at load (so at deploy) for a function missing there. */
export function functionNamed(name: string): FunctionName {
  if (!Object.hasOwn(FUNCTION_SECRETS, name)) throw new Error(`Function ${name} is missing from FUNCTION_SECRETS (params.ts)`);
  return name as FunctionName;
}

/** The names of the secrets `name` binds. */
export const secretNamesOf = (name: FunctionName): string[] => FUNCTION_SECRETS[name].map((secret: SecretParam) => secret.name);

/** Every declared secret's name: config.ts drops those the running function does not bind. */
export const SECRET_NAMES = [AUTH_WEB_API_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, TRIAL_HASH_KEY].map((secret) => secret.name);

/** What a project without payments sets its Stripe secrets to (a declared secret must exist to deploy). */
export const DISABLED = 'disabled';
