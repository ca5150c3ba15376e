import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { createApp } from './app.js';
import { getDeps } from './instance.js';
import { API_MIN_INSTANCES, API_SECRETS, WEBHOOK_SECRETS } from './params.js';
import { createStripeWebhookApp } from './modules/payments/webhook.js';
import { translateContentJob } from './modules/translation/job.js';
import { taskQueueFunction } from './jobs/task-function.js';
import { FUNCTIONS_REGION } from './region.js';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

let appPromise: Promise<Express> | undefined;
let webhookAppPromise: Promise<Express> | undefined;

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
export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, concurrency: 80, minInstances: API_MIN_INSTANCES, secrets: API_SECRETS }, async (req, res) => {
  const app = await getApp();
  app(req, res);
});

/**
 * Stripe's webhook, its own function (Hosting rewrites /api/v1/stripe/webhook here): it scales
 * and fails apart from the API, and verifies each event's signature on `req.rawBody`.
 */
export const stripeWebhook = onRequest({ memory: '256MiB', timeoutSeconds: 60, concurrency: 40, secrets: WEBHOOK_SECRETS }, async (req, res) => {
  const app = await getWebhookApp();
  app(req, res);
});

/**
 * Content translation (POST settings/translate queues it): one task at a time, each working for a
 * few minutes and handing over to the next part; failures are retried and resume where the run stands.
 */
export const translateContent = taskQueueFunction(translateContentJob, {
  memory: '512MiB',
  timeoutSeconds: 540,
  retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: 1 },
});
