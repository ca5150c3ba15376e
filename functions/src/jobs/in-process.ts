import { freshReads } from '../store/catalogue-cache.js';
import { logError } from '../runtime/log.js';
import { assertTaskId, type EnqueueOptions, type JobDefinition, type JobQueue } from './port.js';

export interface InProcessJobQueue extends JobQueue {
  /** Resolves when every job enqueued so far (and any it enqueued in turn) has finished or given up. */
  idle(): Promise<void>;
}

export interface InProcessOptions {
  /** Attempts per job before it is given up, as a queue's retryConfig.maxAttempts. */
  maxAttempts?: number;
  /**
   * Multiplies `delaySeconds` (tests use 0 to run debounced jobs at once). A delay that is not kept
   * whole also drops the task's id, as on the Tasks emulator (jobs/cloud-tasks.ts): a debounce id
   * (one per time bucket) would otherwise run a bucket's first write and drop the later ones.
   */
  delayScale?: number;
}

/**
 * Runs jobs in this process after the current request, with retries and id deduplication, the way
 * Cloud Tasks would. Used by the API tests, where no Functions emulator runs; not for production.
 */
export function createInProcessJobQueue<D>(getDeps: () => D, options: InProcessOptions = {}): InProcessJobQueue {
  const maxAttempts = options.maxAttempts ?? 3;
  const delayScale = options.delayScale ?? 0;
  const seenIds = new Set<string>();
  const running = new Set<Promise<void>>();

  async function attempt<P>(job: JobDefinition<P, D>, payload: P): Promise<void> {
    for (let attemptNo = 1; attemptNo <= maxAttempts; attemptNo += 1) {
      try {
        // As the task functions do (platform/task-function.ts): a job reads the store, not what the instance kept.
        await freshReads(() => job.run(getDeps(), job.payload.parse(payload)));
        return;
      } catch (error) {
        logError('job_attempt_failed', error, { job: job.name, attempt: attemptNo, maxAttempts });
      }
    }
  }

  return {
    async enqueue<P>(job: JobDefinition<P, never>, payload: P, enqueueOptions: EnqueueOptions = {}) {
      assertTaskId(enqueueOptions.id);
      const checked = job.payload.parse(payload);
      const keepsId = !enqueueOptions.delaySeconds || delayScale >= 1;
      if (enqueueOptions.id !== undefined && keepsId) {
        const key = `${job.name}/${enqueueOptions.id}`;
        if (seenIds.has(key)) return;
        seenIds.add(key);
      }
      const delayMs = (enqueueOptions.delaySeconds ?? 0) * 1000 * delayScale;
      const work: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, delayMs))
        .then(() => attempt(job as JobDefinition<P, D>, checked))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
