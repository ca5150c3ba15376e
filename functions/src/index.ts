import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { createApp } from './platform/app.js';
import { getDeps } from './platform/instance.js';
import { retryAfterFailure } from './runtime/once.js';
import { API_MIN_INSTANCES, FUNCTION_SECRETS } from './platform/params.js';
import { taskQueueFunction } from './platform/task-function.js';
import { onSchedule } from 'firebase-functions/scheduler';
import { pruneVersionsJob } from './modules/history/prune-job.js';
import { createHistoryServiceFor } from './modules/history/routes.js';
import { sendNotificationJob } from './modules/notifications/job.js';
import { notifyFavouriteRevisionJob } from './modules/notifications/revision-notice.js';
import { createStripeWebhookApp } from './modules/payments/webhook.js';
import { buildSearchIndexJob } from './modules/search/index-build.js';
import { translateContentJob } from './modules/translation/job.js';
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

/**
 * The fan-out of a notification an admin sent (POST /api/v1/notifications enqueues it). Retries resume
 * from the saved cursor and never deliver twice to a user (modules/notifications/delivery.ts).
 */
export const sendNotification = taskQueueFunction(sendNotificationJob, {
  memory: '512MiB',
  timeoutSeconds: 540,
  retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxDoublings: 3 },
  rateLimits: { maxConcurrentDispatches: 2 },
});

/**
 * The inbox item of a favourite monograph's revision (enqueued when an admin saves or reviews one of
 * its topics): readers who opted in get one item per supplement and 10 minutes, however many saves.
 */
export const notifyFavouriteRevision = taskQueueFunction(notifyFavouriteRevisionJob, {
  memory: '256MiB',
  timeoutSeconds: 300,
  retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxDoublings: 3 },
  rateLimits: { maxConcurrentDispatches: 2 },
});

/**
 * Builds the search index once per catalogue version and publishes it to the blob store (job
 * `buildSearchIndex`, enqueued after catalogue writes, one task per 30-second bucket). One build at
 * a time; a failed build is retried with backoff, and searching instances ask again while the
 * published index is behind.
 */
export const buildSearchIndex = taskQueueFunction(buildSearchIndexJob, {
  memory: '1GiB',
  timeoutSeconds: 300,
  retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: 1 },
});

/** Deletes an item's versions beyond the newest 50 (enqueued after its changes, at most once an hour). */
export const pruneVersions = taskQueueFunction(pruneVersionsJob, {
  memory: '256MiB',
  timeoutSeconds: 120,
  retryConfig: { maxAttempts: 3, minBackoffSeconds: 60 },
  rateLimits: { maxConcurrentDispatches: 2 },
});

/** Every night, deletes for good what has been in the trash for 30 days (and the images only it used). */
export const purgeTrash = onSchedule({ schedule: 'every day 03:30', timeZone: 'America/Sao_Paulo', memory: '256MiB', timeoutSeconds: 540, secrets: FUNCTION_SECRETS.purgeTrash }, async () => {
  const deps = await getDeps('purgeTrash');
  await createHistoryServiceFor({ ...deps, now: deps.now ?? (() => new Date()) }).purgeExpired();
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

import { moveTrashJob } from './modules/history/trash-move.js';

/**
 * Finishes a supplement's deletion or restore (job `moveTrash`): its topics and favourites move
 * between the catalogue and the trash in bounded steps; retries resume from what has moved.
 */
export const moveTrash = taskQueueFunction(moveTrashJob, {
  memory: '256MiB',
  timeoutSeconds: 540,
  retryConfig: { maxAttempts: 10, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: 2 },
});

import { syncCategoryCopiesJob } from './modules/categories/copies-job.js';

/**
 * Rewrites a renamed category's copies on its supplements and topics in bounded steps (job
 * `syncCategoryCopies`); readers answer the name from the category meanwhile.
 */
export const syncCategoryCopies = taskQueueFunction(syncCategoryCopiesJob, {
  memory: '256MiB',
  timeoutSeconds: 540,
  retryConfig: { maxAttempts: 10, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: 2 },
});

import { syncSupplementCopiesJob } from './modules/supplements/copies-job.js';

/** Rewrites a changed supplement's copy on its topics in bounded steps (job `syncSupplementCopies`). */
export const syncSupplementCopies = taskQueueFunction(syncSupplementCopiesJob, {
  memory: '256MiB',
  timeoutSeconds: 540,
  retryConfig: { maxAttempts: 10, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: 2 },
});

import { buildQualityReportJob } from './modules/quality/job.js';

/**
 * Computes the content-quality report ('Qualidade do conteúdo', job `buildQualityReport`) after content
 * changes, one task per minute bucket: reads the catalogue in bounded pages and stores one report.
 */
export const buildQualityReport = taskQueueFunction(buildQualityReportJob, {
  memory: '512MiB',
  timeoutSeconds: 300,
  retryConfig: { maxAttempts: 3, minBackoffSeconds: 30, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: 1 },
});
