import type { Functions } from 'firebase-admin/functions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCloudTasksJobQueue } from './cloud-tasks.js';
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
  } as unknown as Pick<Functions, 'taskQueue'>;
  return { functions, calls };
}

describe('Cloud Tasks job queue', () => {
  it("enqueues on the job's function queue in the region, with the id and the delay", async () => {
    const { functions, calls } = fakeFunctions();
    await createCloudTasksJobQueue(functions, 'southamerica-east1').enqueue(job, { id: 7 }, { id: 'notification-7', delaySeconds: 30 });
    expect(calls).toEqual([
      {
        queue: 'locations/southamerica-east1/functions/sendNotification',
        data: { id: 7 },
        options: { id: 'notification-7', scheduleDelaySeconds: 30 },
      },
    ]);
  });

  it('on the Tasks emulator (which runs tasks at once and keeps ids all session) sends a delayed task without its id', async () => {
    const { functions, calls } = fakeFunctions();
    const queue = createCloudTasksJobQueue(functions, 'r', { emulator: true });
    await queue.enqueue(job, { id: 7 }, { id: 'bucket-1', delaySeconds: 30 });
    await queue.enqueue(job, { id: 8 }, { id: 'notification-8' });
    expect(calls.map((call) => call.options)).toEqual([
      { id: undefined, scheduleDelaySeconds: 30 },
      { id: 'notification-8', scheduleDelaySeconds: undefined },
    ]);
  });

  it('treats a task that already exists as queued', async () => {
    const { functions } = fakeFunctions({ code: 'functions/task-already-exists' });
    await expect(createCloudTasksJobQueue(functions, 'southamerica-east1').enqueue(job, { id: 7 }, { id: 'n-7' })).resolves.toBeUndefined();
  });

  it('passes any other failure on to the caller', async () => {
    const { functions } = fakeFunctions({ code: 'functions/unavailable' });
    await expect(createCloudTasksJobQueue(functions, 'southamerica-east1').enqueue(job, { id: 7 })).rejects.toThrow('functions/unavailable');
  });

  it('refuses a payload the job does not accept before calling Cloud Tasks', async () => {
    const { functions, calls } = fakeFunctions();
    await expect(createCloudTasksJobQueue(functions, 'r').enqueue(job, { id: 'x' } as unknown as { id: number })).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
