import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as exported from '../index.js';
import { FUNCTIONS_REGION } from '../platform/region.js';
import { TASK_QUEUES } from '../platform/task-queues.js';
import { invokerCommands, taskQueueServices } from './task-invokers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('task queue invoker grants from the manifest', () => {
  const services = taskQueueServices(exported, FUNCTIONS_REGION);

  it('names every exported function with a task queue trigger, and no other', () => {
    const withTaskTrigger = Object.entries(exported)
      .filter(([, fn]) => Boolean((fn as { __endpoint?: { taskQueueTrigger?: unknown } }).__endpoint?.taskQueueTrigger))
      .map(([name]) => name)
      .sort();
    expect(services.map((service) => service.name)).toEqual(withTaskTrigger);
    expect(withTaskTrigger).toEqual(expect.arrayContaining(['notifyFavouriteRevision', 'buildQualityReport', 'sendNotification', 'buildSearchIndex']));
    expect(services.map((service) => service.name)).not.toContain('api');
    expect(services.map((service) => service.name)).not.toContain('purgeTrash');
  });

  it('exports one task queue function per entry of the one table, named as its job', () => {
    expect(services.map((service) => service.name)).toEqual(Object.keys(TASK_QUEUES).sort());
    for (const [name, { job }] of Object.entries(TASK_QUEUES)) expect(job.name, name).toBe(name);
  });

  it('grants roles/run.invoker on each Cloud Run service (the function name in lower case) in its region', () => {
    const commands = invokerCommands(services, { project: 'nutrindex-prod', serviceAccount: '123-compute@developer.gserviceaccount.com' });
    expect(commands).toContainEqual([
      'gcloud', 'run', 'services', 'add-iam-policy-binding', 'notifyfavouriterevision',
      '--region=southamerica-east1', '--project=nutrindex-prod',
      '--member=serviceAccount:123-compute@developer.gserviceaccount.com', '--role=roles/run.invoker',
    ]);
    expect(commands).toHaveLength(services.length);
  });

  it('is what docs/deploy.md runs, with no hand-written list of services left', () => {
    const deploy = readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    expect(deploy).toContain('npm run task-invokers -- --project $PROJECT --service-account $RUNTIME_SA --apply');
    expect(deploy).not.toMatch(/for service in/);
  });
});
