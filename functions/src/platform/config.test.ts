import { describe, expect, it, vi } from 'vitest';
import { LOCAL_STRIPE, LOCAL_TRANSLATION, loadConfig } from './config.js';

const production = { GCLOUD_PROJECT: 'nutrindex-prod', AUTH_WEB_API_KEY: 'AIzaExample' };
const liveStripe = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_SEMIANNUAL: 'price_s',
  STRIPE_PRICE_ANNUAL: 'price_a',
  TRIAL_HASH_KEY: 'trial-key-for-the-configuration-test-0001',
};

describe('configuration', () => {
  it('runs production on Firestore and Cloud Storage without payments when Stripe is not configured', () => {
    const config = loadConfig('api', production);
    expect(config).toMatchObject({ local: false, STORE_DRIVER: 'firestore', BLOB_DRIVER: 'gcs', authWebApiKey: 'AIzaExample' });
    expect(config.stripe).toBeUndefined();
  });

  it('treats the Stripe secrets set to "disabled" (and empty params) as no payments', () => {
    const config = loadConfig('api', { ...production, STRIPE_SECRET_KEY: 'disabled', STRIPE_WEBHOOK_SECRET: 'disabled', STRIPE_PRICE_MONTHLY: '' });
    expect(config.stripe).toBeUndefined();
  });

  it('takes a complete Stripe configuration', () => {
    expect(loadConfig('api', { ...production, ...liveStripe }).stripe).toEqual({
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
      prices: { monthly: 'price_m', semiannual: 'price_s', annual: 'price_a' },
      trialKey: 'trial-key-for-the-configuration-test-0001',
    });
  });

  it('turns payments off on a partial or wrong Stripe configuration, with one log line naming what is wrong, and starts', () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ STRIPE_SECRET_KEY: 'sk_live_abc' }, /STRIPE_WEBHOOK_SECRET is required/],
      [{ ...liveStripe, STRIPE_WEBHOOK_SECRET: 'not-a-webhook-secret' }, /STRIPE_WEBHOOK_SECRET must be whsec_/],
      [{ ...liveStripe, STRIPE_PRICE_MONTHLY: '' }, /STRIPE_PRICE_MONTHLY is required/],
      [{ ...liveStripe, STRIPE_PRICE_ANNUAL: 'annual' }, /STRIPE_PRICE_ANNUAL must be price_/],
      [{ ...liveStripe, TRIAL_HASH_KEY: undefined }, /TRIAL_HASH_KEY is required with STRIPE_SECRET_KEY/],
      [{ ...liveStripe, TRIAL_HASH_KEY: 'short' }, /TRIAL_HASH_KEY must have at least 32 characters/],
    ];
    const silent = process.env.LOG_SILENT;
    process.env.LOG_SILENT = '0';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const [stripe, problem] of cases) {
        errors.mockClear();
        const config = loadConfig('api', { ...production, ...stripe });
        expect(config.stripe).toBeUndefined();
        expect(config.paymentsProblem).toMatch(problem);
        expect(errors).toHaveBeenCalledTimes(1);
        const line = JSON.parse(String(errors.mock.calls[0]![0])) as { severity: string; event: string; error: string };
        expect(line).toMatchObject({ severity: 'ERROR', event: 'payments_misconfigured', function: 'api' });
        expect(line.error).toMatch(problem);
      }
    } finally {
      errors.mockRestore();
      process.env.LOG_SILENT = silent;
    }
  });

  it('requires the sign-in key in production', () => {
    expect(() => loadConfig('api', { GCLOUD_PROJECT: 'nutrindex-prod' })).toThrow(/AUTH_WEB_API_KEY is required/);
  });

  it('asks a function only for the secrets it binds, and reads no secret it does not bind', () => {
    const job = loadConfig('sendNotification', { GCLOUD_PROJECT: 'nutrindex-prod', AUTH_WEB_API_KEY: 'AIzaLeaked', ...liveStripe });
    expect(job.authWebApiKey).toBeUndefined();
    expect(job.stripe).toBeUndefined();
    const webhook = loadConfig('stripeWebhook', { GCLOUD_PROJECT: 'nutrindex-prod', ...liveStripe });
    expect(webhook.stripe?.webhookSecret).toBe('whsec_abc');
    expect(webhook.authWebApiKey).toBeUndefined();
  });

  it('uses the default bucket FIREBASE_CONFIG names when STORAGE_BUCKET is empty, and STORAGE_BUCKET when set', () => {
    const firebaseConfig = JSON.stringify({ projectId: 'nutrindex-prod', storageBucket: 'nutrindex-prod.appspot.com' });
    expect(loadConfig('api', { ...production, STORAGE_BUCKET: '', FIREBASE_CONFIG: firebaseConfig }).storageBucket).toBe('nutrindex-prod.appspot.com');
    expect(loadConfig('api', { ...production, STORAGE_BUCKET: 'uploads-nutrindex', FIREBASE_CONFIG: firebaseConfig }).storageBucket).toBe('uploads-nutrindex');
    expect(loadConfig('api', production).storageBucket).toBe('nutrindex-prod.firebasestorage.app');
  });

  it('takes the project from FIREBASE_CONFIG and refuses to start in production without one', () => {
    expect(loadConfig('pruneVersions', { FIREBASE_CONFIG: JSON.stringify({ projectId: 'nutrindex-prod' }) }).GCLOUD_PROJECT).toBe('nutrindex-prod');
    expect(() => loadConfig('pruneVersions', {})).toThrow(/GCLOUD_PROJECT \(or FIREBASE_CONFIG\) is required/);
  });

  it('links push notifications to the project\'s Hosting site unless SITE_ORIGIN names an https origin', () => {
    expect(loadConfig('api', production).siteOrigin).toBe('https://nutrindex-prod.web.app');
    expect(loadConfig('api', { ...production, SITE_ORIGIN: 'https://nutrindex.com.br/' }).siteOrigin).toBe('https://nutrindex.com.br');
    expect(() => loadConfig('api', { ...production, SITE_ORIGIN: 'http://nutrindex.com.br' })).toThrow(/SITE_ORIGIN must be an https origin/);
    expect(() => loadConfig('api', { ...production, SITE_ORIGIN: 'https://nutrindex.com.br/app' })).toThrow(/SITE_ORIGIN must be an https origin/);
  });

  it('gives the emulators local defaults: sqlite, the demo key and the local Stripe development server', () => {
    const config = loadConfig('api', { FUNCTIONS_EMULATOR: 'true' });
    expect(config).toMatchObject({ local: true, STORE_DRIVER: 'sqlite', BLOB_DRIVER: 'local', authWebApiKey: 'demo-api-key', CHECK_QUERY_INDEXES: '1' });
    expect(config.stripe).toEqual({ secretKey: LOCAL_STRIPE.secretKey, webhookSecret: LOCAL_STRIPE.webhookSecret, prices: LOCAL_STRIPE.prices, apiBase: LOCAL_STRIPE.apiBase, trialKey: LOCAL_STRIPE.trialKey });
  });

  it('lets a local run use a real Stripe test account without the local server', () => {
    const config = loadConfig('api', { FUNCTIONS_EMULATOR: 'true', ...liveStripe, STRIPE_SECRET_KEY: 'sk_test_real' });
    expect(config.stripe?.apiBase).toBeUndefined();
    expect(config.stripe?.secretKey).toBe('sk_test_real');
  });

  it('turns content translation on in production only with a project, never towards a local endpoint', () => {
    expect(loadConfig('api', production).translation).toBeUndefined();
    expect(loadConfig('api', { ...production, TRANSLATION_PROJECT_ID: 'disabled' }).translation).toBeUndefined();
    expect(loadConfig('api', { ...production, TRANSLATION_PROJECT_ID: 'nutrindex-prod', TRANSLATION_LOCAL_ENDPOINT: '127.0.0.1:1' }).translation).toEqual({
      projectId: 'nutrindex-prod',
      location: 'global',
      localEndpoint: undefined,
    });
  });

  it('points local runs at the local development translator', () => {
    expect(loadConfig('api', { FUNCTIONS_EMULATOR: 'true' }).translation).toEqual({ projectId: 'demo-nutrindex', location: 'global', localEndpoint: LOCAL_TRANSLATION.endpoint });
  });
});
