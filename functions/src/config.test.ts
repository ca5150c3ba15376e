import { describe, expect, it } from 'vitest';
import { LOCAL_STRIPE, LOCAL_TRANSLATION, loadConfig } from './config.js';

const production = { GCLOUD_PROJECT: 'nutrindex-prod', AUTH_WEB_API_KEY: 'AIzaExample' };
const liveStripe = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_SEMIANNUAL: 'price_s',
  STRIPE_PRICE_ANNUAL: 'price_a',
};

describe('configuration', () => {
  it('runs production on Firestore and Cloud Storage without payments when Stripe is not configured', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ local: false, STORE_DRIVER: 'firestore', BLOB_DRIVER: 'gcs', authWebApiKey: 'AIzaExample' });
    expect(config.stripe).toBeUndefined();
  });

  it('treats the Stripe secrets set to "disabled" (and empty params) as no payments', () => {
    const config = loadConfig({ ...production, STRIPE_SECRET_KEY: 'disabled', STRIPE_WEBHOOK_SECRET: 'disabled', STRIPE_PRICE_MONTHLY: '' });
    expect(config.stripe).toBeUndefined();
  });

  it('takes a complete Stripe configuration', () => {
    expect(loadConfig({ ...production, ...liveStripe }).stripe).toEqual({
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
      prices: { monthly: 'price_m', semiannual: 'price_s', annual: 'price_a' },
    });
  });

  it('refuses a partial Stripe configuration loudly, naming what is missing', () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ ...production, ...liveStripe, STRIPE_PRICE_ANNUAL: 'annual' })).toThrow(/STRIPE_PRICE_ANNUAL must be price_/);
  });

  it('requires the sign-in key in production', () => {
    expect(() => loadConfig({ GCLOUD_PROJECT: 'nutrindex-prod' })).toThrow(/AUTH_WEB_API_KEY is required/);
  });

  it('gives the emulators local defaults: sqlite, the demo key and the local Stripe development server', () => {
    const config = loadConfig({ FUNCTIONS_EMULATOR: 'true' });
    expect(config).toMatchObject({ local: true, STORE_DRIVER: 'sqlite', BLOB_DRIVER: 'local', authWebApiKey: 'demo-api-key', CHECK_QUERY_INDEXES: '1' });
    expect(config.stripe).toEqual({ secretKey: LOCAL_STRIPE.secretKey, webhookSecret: LOCAL_STRIPE.webhookSecret, prices: LOCAL_STRIPE.prices, apiBase: LOCAL_STRIPE.apiBase });
  });

  it('lets a local run use a real Stripe test account without the local server', () => {
    const config = loadConfig({ FUNCTIONS_EMULATOR: 'true', ...liveStripe, STRIPE_SECRET_KEY: 'sk_test_real' });
    expect(config.stripe?.apiBase).toBeUndefined();
    expect(config.stripe?.secretKey).toBe('sk_test_real');
  });

  it('turns content translation on in production only with a project, never towards a local endpoint', () => {
    expect(loadConfig(production).translation).toBeUndefined();
    expect(loadConfig({ ...production, TRANSLATION_PROJECT_ID: 'disabled' }).translation).toBeUndefined();
    expect(loadConfig({ ...production, TRANSLATION_PROJECT_ID: 'nutrindex-prod', TRANSLATION_LOCAL_ENDPOINT: '127.0.0.1:1' }).translation).toEqual({
      projectId: 'nutrindex-prod',
      location: 'global',
      localEndpoint: undefined,
    });
  });

  it('points local runs at the local development translator', () => {
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).translation).toEqual({ projectId: 'demo-nutrindex', location: 'global', localEndpoint: LOCAL_TRANSLATION.endpoint });
  });
});
