/**
 * The Cloud Run invoker grants the task queue functions need (docs/deploy.md, section 5, step 4),
 * produced from the functions' own manifest: every exported function whose deploy definition
 * (`__endpoint`, what `firebase deploy` reads) has a `taskQueueTrigger`. A hand-written list forgot
 * `notifyFavouriteRevision` and `buildQualityReport`; this one cannot forget a new job.
 */
export interface TaskService {
  /** The exported function's name (index.ts). */
  name: string;
  /** Its Cloud Run service: Cloud Functions (2nd gen) names it after the function, in lower case. */
  service: string;
  region: string;
}

interface Endpoint {
  region?: string[];
  taskQueueTrigger?: unknown;
}

/** The task queue functions among `exported` (the module index.ts), sorted by name. */
export function taskQueueServices(exported: Record<string, unknown>, defaultRegion: string): TaskService[] {
  return Object.entries(exported)
    .flatMap(([name, fn]) => {
      const endpoint = (fn as { __endpoint?: Endpoint } | undefined)?.__endpoint;
      if (!endpoint?.taskQueueTrigger) return [];
      return (endpoint.region?.length ? endpoint.region : [defaultRegion]).map((region) => ({ name, service: name.toLowerCase(), region }));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One `gcloud run services add-iam-policy-binding` per task function: `member` may invoke it. */
export function invokerCommands(services: readonly TaskService[], options: { project: string; serviceAccount: string }): string[][] {
  return services.map(({ service, region }) => [
    'gcloud', 'run', 'services', 'add-iam-policy-binding', service,
    `--region=${region}`, `--project=${options.project}`,
    `--member=serviceAccount:${options.serviceAccount}`, '--role=roles/run.invoker',
  ]);
}
