import { applicationDefault, type App } from 'firebase-admin/app';
import type { Functions } from 'firebase-admin/functions';
import { logInfo } from '../runtime/log.js';
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
  /** The Cloud Run URL of a task queue function (default: `cloudRunUriLookup`); unused on the emulator. */
  functionUri?: (functionName: string) => Promise<string>;
}

/**
 * Without a `uri`, firebase-admin sends the task to `https://{region}-{project}.cloudfunctions.net/{name}`
 * with an OIDC token whose audience is that URL; Firebase's guide for 2nd gen task queue functions
 * says to give the function's Cloud Run URL instead, read from the Cloud Functions API
 * (`serviceConfig.uri`). Read once per function and instance; a failed read is tried again next time.
 * The runtime service account needs `cloudfunctions.functions.get` (docs/deploy.md).
 */
export function cloudRunUriLookup(app: App, region: string): (functionName: string) => Promise<string> {
  const known = new Map<string, Promise<string>>();
  return (functionName) => {
    let uri = known.get(functionName);
    if (!uri) {
      uri = readCloudRunUri(app, region, functionName);
      known.set(functionName, uri);
      uri.catch(() => known.delete(functionName));
    }
    return uri;
  };
}

async function readCloudRunUri(app: App, region: string, functionName: string): Promise<string> {
  const project = app.options.projectId ?? process.env.GCLOUD_PROJECT;
  if (!project) throw new Error('Cloud Tasks: no project id to look up the task queue function');
  const { access_token: token } = await (app.options.credential ?? applicationDefault()).getAccessToken();
  const url = `https://cloudfunctions.googleapis.com/v2/projects/${project}/locations/${region}/functions/${functionName}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Cloud Tasks: the Cloud Functions API answered ${response.status} for ${functionName}`);
  const uri = ((await response.json()) as { serviceConfig?: { uri?: unknown } }).serviceConfig?.uri;
  if (typeof uri !== 'string' || !uri) throw new Error(`Cloud Tasks: ${functionName} has no Cloud Run URL (is it deployed?)`);
  return uri;
}

/**
 * Enqueues on the Cloud Tasks queue of the job's task queue function (the Tasks emulator when
 * CLOUD_TASKS_EMULATOR_HOST is set, which the Functions emulator does). A duplicate id is not an error:
 * that event is already queued.
 */
export function createCloudTasksJobQueue(functions: Pick<Functions, 'taskQueue' | 'app'>, region: string, options: CloudTasksOptions = {}): JobQueue {
  const taskIdOf = (enqueue: EnqueueOptions) => (options.emulator && enqueue.delaySeconds ? undefined : enqueue.id);
  // The Tasks emulator dispatches to the Functions emulator by name: no URL to give it.
  const functionUri = options.emulator ? undefined : (options.functionUri ?? cloudRunUriLookup(functions.app, region));
  return {
    async enqueue(job, payload, enqueueOptions = {}) {
      assertTaskId(enqueueOptions.id);
      const data = job.payload.parse(payload) as Record<string, unknown>;
      const queue = functions.taskQueue<Record<string, unknown>>(`locations/${region}/functions/${job.name}`);
      const uri = functionUri && (await functionUri(job.name));
      try {
        await queue.enqueue(data, { id: taskIdOf(enqueueOptions), scheduleDelaySeconds: enqueueOptions.delaySeconds, ...(uri && { uri }) });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        logInfo('job_already_queued', { job: job.name, id: enqueueOptions.id });
      }
    },
  };
}
