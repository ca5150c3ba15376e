import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { createApp, type AppDeps } from './app.js';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { createStripeWebhookApp } from './modules/payments/webhook.js';

setGlobalOptions({ region: 'southamerica-east1', maxInstances: 10 });

let depsPromise: Promise<AppDeps> | undefined;
let appPromise: Promise<Express> | undefined;
let webhookAppPromise: Promise<Express> | undefined;

/** Wires the adapters once per instance, on the first request. */
function getDeps(): Promise<AppDeps> {
  depsPromise ??= createDeps(loadConfig());
  return depsPromise;
}

/** Builds the Express app once per instance, on the first request. */
function getApp(): Promise<Express> {
  appPromise ??= getDeps().then(createApp);
  return appPromise;
}

function getWebhookApp(): Promise<Express> {
  webhookAppPromise ??= getDeps().then(createStripeWebhookApp);
  return webhookAppPromise;
}

/** The whole HTTP API: /api/v1/** and /uploads/** (Hosting rewrites both here). */
export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, concurrency: 80 }, async (req, res) => {
  const app = await getApp();
  app(req, res);
});

/**
 * Stripe's webhook, its own function (Hosting rewrites /api/v1/stripe/webhook here): it scales
 * and fails apart from the API, and verifies each event's signature on `req.rawBody`.
 */
export const stripeWebhook = onRequest({ memory: '256MiB', timeoutSeconds: 60, concurrency: 40 }, async (req, res) => {
  const app = await getWebhookApp();
  app(req, res);
});
