import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { createApp } from './platform/app.js';
import { getDeps } from './platform/instance.js';
import { retryAfterFailure } from './runtime/once.js';
import { API_MIN_INSTANCES, FUNCTION_SECRETS } from './platform/params.js';
import { TASK_QUEUES } from './platform/task-queues.js';
import { taskQueueFunction } from './platform/task-function.js';
import { onSchedule } from 'firebase-functions/scheduler';
import { createHistoryServiceFor } from './modules/history/routes.js';
import { createStripeWebhookApp } from './modules/payments/webhook.js';
import { FUNCTIONS_REGION } from './platform/region.js';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

/** Builds the Express app once per instance, on the first request (again on the next one if that failed). */
const getApp: () => Promise<Express> = retryAfterFailure(() => getDeps('api').then(createApp));

const getWebhookApp: () => Promise<Express> = retryAfterFailure(() => getDeps('stripeWebhook').then(createStripeWebhookApp));

/**
 * The whole HTTP API: /api/v1/** and /uploads/** (Hosting rewrites both here). `cors: false`: the web
 * app is same-origin behind Hosting, so no other site's page may read an answer (the Functions
 * emulator would otherwise answer every Origin).
 */
export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, concurrency: 80, minInstances: API_MIN_INSTANCES, secrets: FUNCTION_SECRETS.api, cors: false }, async (req, res) => {
  const app = await getApp();
  app(req, res);
});

/**
 * Stripe's webhook, its own function (Hosting rewrites /api/v1/stripe/webhook here): it scales
 * and fails apart from the API, and verifies each event's signature on `req.rawBody`.
 */
export const stripeWebhook = onRequest({ memory: '256MiB', timeoutSeconds: 60, concurrency: 40, secrets: FUNCTION_SECRETS.stripeWebhook, cors: false }, async (req, res) => {
  const app = await getWebhookApp();
  app(req, res);
});

/** Every night, deletes for good what has been in the trash for 30 days (and the images only it used). */
export const purgeTrash = onSchedule({ schedule: 'every day 03:30', timeZone: 'America/Sao_Paulo', memory: '256MiB', timeoutSeconds: 540, secrets: FUNCTION_SECRETS.purgeTrash }, async () => {
  const deps = await getDeps('purgeTrash');
  await createHistoryServiceFor({ ...deps, now: deps.now ?? (() => new Date()) }).purgeExpired();
});

/**
 * The task queue functions (Cloud Tasks), each the job of its name with its queue's options, declared
 * once in platform/task-queues.ts (what each does, memory, time, retries, dispatch rate). An export
 * per function, because `firebase deploy` finds functions by the module's named exports.
 */
export const sendNotification = taskQueueFunction(TASK_QUEUES.sendNotification.job, TASK_QUEUES.sendNotification.options);
export const notifyFavouriteRevision = taskQueueFunction(TASK_QUEUES.notifyFavouriteRevision.job, TASK_QUEUES.notifyFavouriteRevision.options);
export const buildSearchIndex = taskQueueFunction(TASK_QUEUES.buildSearchIndex.job, TASK_QUEUES.buildSearchIndex.options);
export const pruneVersions = taskQueueFunction(TASK_QUEUES.pruneVersions.job, TASK_QUEUES.pruneVersions.options);
export const translateContent = taskQueueFunction(TASK_QUEUES.translateContent.job, TASK_QUEUES.translateContent.options);
export const moveTrash = taskQueueFunction(TASK_QUEUES.moveTrash.job, TASK_QUEUES.moveTrash.options);
export const syncCategoryCopies = taskQueueFunction(TASK_QUEUES.syncCategoryCopies.job, TASK_QUEUES.syncCategoryCopies.options);
export const syncSupplementCopies = taskQueueFunction(TASK_QUEUES.syncSupplementCopies.job, TASK_QUEUES.syncSupplementCopies.options);
export const buildQualityReport = taskQueueFunction(TASK_QUEUES.buildQualityReport.job, TASK_QUEUES.buildQualityReport.options);
export const refreshDigests = taskQueueFunction(TASK_QUEUES.refreshDigests.job, TASK_QUEUES.refreshDigests.options);
