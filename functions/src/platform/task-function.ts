import { onTaskDispatched, type TaskQueueOptions } from 'firebase-functions/tasks';
import type { AppDeps } from './app-deps.js';
import { getDeps } from './instance.js';
import { FUNCTION_SECRETS, functionNamed } from './params.js';
import { logWarning } from '../runtime/log.js';
import type { JobDefinition } from '../jobs/port.js';
import { freshReads } from '../store/catalogue-cache.js';

/**
 * The Cloud Tasks queue function that runs `job` with the instance's dependencies. A payload that
 * does not parse is dropped with a warning (retrying it could never succeed); any other failure is
 * thrown so that Cloud Tasks retries by the queue's retryConfig.
 */
export function taskQueueFunction<P>(job: JobDefinition<P, AppDeps>, options: Omit<TaskQueueOptions, 'secrets'>) {
  const fn = functionNamed(job.name);
  return onTaskDispatched<unknown>({ ...options, secrets: FUNCTION_SECRETS[fn] }, async (request) => {
    const payload = job.payload.safeParse(request.data);
    if (!payload.success) {
      logWarning('job_payload_rejected', { job: job.name, issues: payload.error.issues.map((issue) => issue.message) });
      return;
    }
    const deps = await getDeps(fn);
    // A job builds from the store, never from what an instance kept (store/catalogue-cache.ts).
    await freshReads(() => job.run(deps, payload.data));
  });
}
