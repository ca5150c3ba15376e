import type { App } from 'firebase-admin/app';
import type { Functions } from 'firebase-admin/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { cloudRunUriLookup, createCloudTasksJobQueue } from './cloud-tasks.js';
import type { JobDefinition } from './port.js';

process.env.LOG_SILENT = '1';

const job: JobDefinition<{ id: number }> = { name: 'sendNotification', payload: z.object({ id: z.number() }), run: async () => {} };

/** Records what the SDK's TaskQueue is asked, and fails as configured. */
function fakeFunctions(fail?: { code: string }) {
  const calls: Array<{ queue: string; data: unknown; options: unknown }> = [];
  const functions = {
    taskQueue(queue: string) {
      return {
        async enqueue(data: unknown, options: unknown) {
          calls.push({ queue, data, options });
          if (fail) throw Object.assign(new Error(fail.code), fail);
        },
      };
    },
  } as unknown as Pick<Functions, 'taskQueue' | 'app'>;
  return { functions, calls };
}

/** Where a deployed function's Cloud Run service answers (what the Cloud Functions API calls serviceConfig.uri). */
const cloudRun = { functionUri: async (name: string) => `https://${name.toLowerCase()}-abc123-rj.a.run.app` };

describe('Cloud Tasks job queue', () => {
  it("enqueues on the job's function queue in the region, with the id and the delay", async () => {
    const { functions, calls } = fakeFunctions();
    await createCloudTasksJobQueue(functions, 'southamerica-east1', cloudRun).enqueue(job, { id: 7 }, { id: 'notification-7', delaySeconds: 30 });
    expect(calls).toEqual([
      {
        queue: 'locations/southamerica-east1/functions/sendNotification',
        data: { id: 7 },
        options: { id: 'notification-7', scheduleDelaySeconds: 30, uri: 'https://sendnotification-abc123-rj.a.run.app' },
      },
    ]);
  });

  it('on the Tasks emulator (which runs tasks at once and keeps ids all session) sends a delayed task without its id', async () => {
    const { functions, calls } = fakeFunctions();
    const queue = createCloudTasksJobQueue(functions, 'r', { ...cloudRun, emulator: true });
    await queue.enqueue(job, { id: 7 }, { id: 'bucket-1', delaySeconds: 30 });
    await queue.enqueue(job, { id: 8 }, { id: 'notification-8' });
    expect(calls.map((call) => call.options)).toEqual([
      { id: undefined, scheduleDelaySeconds: 30 },
      { id: 'notification-8', scheduleDelaySeconds: undefined },
    ]);
  });

  it('treats a task that already exists as queued', async () => {
    const { functions } = fakeFunctions({ code: 'functions/task-already-exists' });
    await expect(createCloudTasksJobQueue(functions, 'southamerica-east1', cloudRun).enqueue(job, { id: 7 }, { id: 'n-7' })).resolves.toBeUndefined();
  });

  it('passes any other failure on to the caller', async () => {
    const { functions } = fakeFunctions({ code: 'functions/unavailable' });
    await expect(createCloudTasksJobQueue(functions, 'southamerica-east1', cloudRun).enqueue(job, { id: 7 })).rejects.toThrow('functions/unavailable');
  });

  it('refuses a payload the job does not accept before calling Cloud Tasks', async () => {
    const { functions, calls } = fakeFunctions();
    await expect(createCloudTasksJobQueue(functions, 'r', cloudRun).enqueue(job, { id: 'x' } as unknown as { id: number })).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});

describe("a task queue function's Cloud Run URL", () => {
  afterEach(() => vi.unstubAllGlobals());

  const app = {
    options: { projectId: 'nutrindex-prod', credential: { getAccessToken: async () => ({ access_token: 'token-1', expires_in: 3600 }) } },
  } as unknown as App;

  it("reads serviceConfig.uri from the Cloud Functions API with the app's credential, once per function", async () => {
    const fetchMock = vi.fn(async () => Response.json({ serviceConfig: { uri: 'https://sendnotification-abc123-rj.a.run.app' } }));
    vi.stubGlobal('fetch', fetchMock);
    const lookup = cloudRunUriLookup(app, 'southamerica-east1');
    expect(await lookup('sendNotification')).toBe('https://sendnotification-abc123-rj.a.run.app');
    expect(await lookup('sendNotification')).toBe('https://sendnotification-abc123-rj.a.run.app');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://cloudfunctions.googleapis.com/v2/projects/nutrindex-prod/locations/southamerica-east1/functions/sendNotification',
      { headers: { Authorization: 'Bearer token-1' } },
    );
  });

  it('fails the enqueue when the URL cannot be read, and reads again on the next one', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ error: { status: 'PERMISSION_DENIED' } }, { status: 403 }))
      .mockResolvedValueOnce(Response.json({ serviceConfig: { uri: 'https://sendnotification-abc123-rj.a.run.app' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { functions, calls } = fakeFunctions();
    const queue = createCloudTasksJobQueue(functions, 'southamerica-east1', { functionUri: cloudRunUriLookup(app, 'southamerica-east1') });
    await expect(queue.enqueue(job, { id: 7 })).rejects.toThrow('403');
    await queue.enqueue(job, { id: 7 });
    expect(calls.map((call) => call.options)).toEqual([{ id: undefined, scheduleDelaySeconds: undefined, uri: 'https://sendnotification-abc123-rj.a.run.app' }]);
  });
});
