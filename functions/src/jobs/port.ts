import type { z } from 'zod';

/**
 * One kind of background work (notification fan-out, content translation, the search index build).
 * In production each runs in the Cloud Tasks queue function of the same name exported by index.ts;
 * locally the Tasks emulator dispatches to the Functions emulator, and the API tests run it in process.
 */
export interface JobDefinition<P, D = never> {
  /** The exported task queue function (and so the Cloud Tasks queue) that runs this job. */
  name: string;
  /** Checked when the job is enqueued and again when it runs. */
  payload: z.ZodType<P>;
  /**
   * The work itself, on the platform services it declares (`D`, a part of the app's dependencies, which
   * the queue function passes whole). Throwing makes the queue retry it, so it must be safe to run twice.
   */
  run(deps: D, payload: P): Promise<void>;
}

export interface EnqueueOptions {
  /**
   * Deduplicates: a second enqueue with the same id is dropped (Cloud Tasks keeps a task's id for
   * about an hour after it ran, so an id names one event, such as "notification 12" or a time bucket).
   * Letters, digits, '-' and '_' only.
   */
  id?: string;
  /** Runs no sooner than this many seconds from now (debouncing bursts of writes). */
  delaySeconds?: number;
}

/** Hands work to the background; answers once the work is safely queued, never waits for it. */
export interface JobQueue {
  enqueue<P>(job: JobDefinition<P, never>, payload: P, options?: EnqueueOptions): Promise<void>;
}

const TASK_ID = /^[A-Za-z0-9_-]{1,500}$/;

/** Throws on an id Cloud Tasks would refuse, so both adapters reject the same ids. */
export function assertTaskId(id: string | undefined): void {
  if (id !== undefined && !TASK_ID.test(id)) throw new Error(`Invalid task id '${id}': letters, digits, '-' and '_' only (1–500)`);
}
