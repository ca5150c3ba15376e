import type { Functions } from 'firebase-admin/functions';
import { logInfo } from '../log.js';
import { assertTaskId, type JobQueue } from './port.js';

/** The error code firebase-admin gives when a task with the same id exists or ran recently. */
function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'functions/task-already-exists';
}

/**
 * Enqueues on the Cloud Tasks queue of the job's task queue function (the Tasks emulator when
 * CLOUD_TASKS_EMULATOR_HOST is set, which the Functions emulator does). A duplicate id is not an error:
 * that event is already queued.
 */
export function createCloudTasksJobQueue(functions: Pick<Functions, 'taskQueue'>, region: string): JobQueue {
  return {
    async enqueue(job, payload, options = {}) {
      assertTaskId(options.id);
      const data = job.payload.parse(payload) as Record<string, unknown>;
      const queue = functions.taskQueue<Record<string, unknown>>(`locations/${region}/functions/${job.name}`);
      try {
        await queue.enqueue(data, { id: options.id, scheduleDelaySeconds: options.delaySeconds });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        logInfo('job_already_queued', { job: job.name, id: options.id });
      }
    },
  };
}
