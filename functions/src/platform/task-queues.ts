import type { TaskQueueOptions } from 'firebase-functions/tasks';
import type { JobDefinition } from '../jobs/port.js';
import { syncCategoryCopiesJob } from '../modules/categories/copies-job.js';
import { moveTrashJob } from '../modules/history/trash-move.js';
import { pruneVersionsJob } from '../modules/history/prune-job.js';
import { refreshDigestsJob } from '../modules/history/digests-job.js';
import { sendNotificationJob } from '../modules/notifications/job.js';
import { notifyFavouriteRevisionJob } from '../modules/notifications/revision-notice.js';
import { buildQualityReportJob } from '../modules/quality/job.js';
import { buildSearchIndexJob } from '../modules/search/index-build.js';
import { syncSupplementCopiesJob } from '../modules/supplements/copies-job.js';
import { translateContentJob } from '../modules/translation/job.js';
import type { AppDeps } from './app-deps.js';

interface TaskQueue<P> {
  job: JobDefinition<P, AppDeps>;
  options: Omit<TaskQueueOptions, 'secrets'>;
}
const queue = <P>(job: JobDefinition<P, AppDeps>, options: Omit<TaskQueueOptions, 'secrets'>): TaskQueue<P> => ({ job, options });

/** Bounded steps that resume where they stand: long, retried often, two at a time. */
const STEPPED = {
  memory: '256MiB',
  timeoutSeconds: 540,
  retryConfig: { maxAttempts: 10, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: 2 },
} as const;

/**
 * Every task queue function's job and queue options (index.ts exports one function per entry, named
 * as its key; each job's `name` is the same, and jobs/port enqueues by it).
 */
export const TASK_QUEUES = {
  /** The fan-out of a notification an admin sent: retries resume from the saved cursor and never deliver twice (modules/notifications/delivery.ts). */
  sendNotification: queue(sendNotificationJob, {
    memory: '512MiB',
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxDoublings: 3 },
    rateLimits: { maxConcurrentDispatches: 2 },
  }),
  /** The inbox item of a favourite monograph's revision: one per supplement and 10 minutes, however many saves. */
  notifyFavouriteRevision: queue(notifyFavouriteRevisionJob, {
    memory: '256MiB',
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxDoublings: 3 },
    rateLimits: { maxConcurrentDispatches: 2 },
  }),
  /** The search index, once per catalogue version (one task per 30-second bucket), one build at a time; searching instances ask again while it is behind. */
  buildSearchIndex: queue(buildSearchIndexJob, {
    memory: '1GiB',
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 1 },
  }),
  /** Deletes an item's versions beyond the newest 50 (at most once an hour per item). */
  pruneVersions: queue(pruneVersionsJob, {
    memory: '256MiB',
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 2 },
  }),
  /** Content translation (POST settings/translate): one task at a time, each handing over to the next part. */
  translateContent: queue(translateContentJob, {
    memory: '512MiB',
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 1 },
  }),
  /** Finishes a supplement's deletion or restore: its topics and favourites move in bounded steps. */
  moveTrash: queue(moveTrashJob, STEPPED),
  /** Rewrites a renamed category's copies on its supplements and topics; readers answer from the category meanwhile. */
  syncCategoryCopies: queue(syncCategoryCopiesJob, STEPPED),
  /** Rewrites a changed supplement's copy on its topics. */
  syncSupplementCopies: queue(syncSupplementCopiesJob, STEPPED),
  /** The digests readers read whole ('O que mudou' per supplement, the clinical names) after a content change: readers never write them. */
  refreshDigests: queue(refreshDigestsJob, {
    memory: '256MiB',
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 120 },
    rateLimits: { maxConcurrentDispatches: 2 },
  }),
  /** The content-quality report ('Qualidade do conteúdo') after content changes, one task per minute bucket, bounded reads. */
  buildQualityReport: queue(buildQualityReportJob, {
    memory: '512MiB',
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 30, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 1 },
  }),
};
