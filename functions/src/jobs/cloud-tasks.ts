import type { Functions } from 'firebase-admin/functions';
import { logInfo } from '../log.js';
import { assertTaskId, type EnqueueOptions, type JobQueue } from './port.js';

/** The error code firebase-admin gives when a task with the same id exists or ran recently. */
function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'functions/task-already-exists';
}

export interface CloudTasksOptions {
  /**
   * Enqueueing on the Tasks emulator of firebase-tools (CLOUD_TASKS_EMULATOR_HOST), which dispatches
   * every task at once (it ignores the schedule time) and refuses an id for the rest of its session.
   * A debounce (an id per time bucket with a delay) would then run the first write of a bucket and
   * drop the others, so there a delayed task goes without its id: each enqueue runs, at once.
   */
  emulator?: boolean;
}

/**
 * Enqueues on the Cloud Tasks queue of the job's task queue function (the Tasks emulator when
 * CLOUD_TASKS_EMULATOR_HOST is set, which the Functions emulator does). A duplicate id is not an error:
 * that event is already queued.
 */
export function createCloudTasksJobQueue(functions: Pick<Functions, 'taskQueue'>, region: string, options: CloudTasksOptions = {}): JobQueue {
  const taskIdOf = (enqueue: EnqueueOptions) => (options.emulator && enqueue.delaySeconds ? undefined : enqueue.id);
  return {
    async enqueue(job, payload, enqueueOptions = {}) {
      assertTaskId(enqueueOptions.id);
      const data = job.payload.parse(payload) as Record<string, unknown>;
      const queue = functions.taskQueue<Record<string, unknown>>(`locations/${region}/functions/${job.name}`);
      try {
        await queue.enqueue(data, { id: taskIdOf(enqueueOptions), scheduleDelaySeconds: enqueueOptions.delaySeconds });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        logInfo('job_already_queued', { job: job.name, id: enqueueOptions.id });
      }
    },
  };
}
