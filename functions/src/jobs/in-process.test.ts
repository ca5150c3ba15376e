import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../platform/app-deps.js';
import { createInProcessJobQueue } from './in-process.js';
import type { JobDefinition } from './port.js';

process.env.LOG_SILENT = '1';
const deps = {} as AppDeps;

function recordingJob(failTimes = 0): JobDefinition<{ n: number }> & { runs: number[] } {
  const runs: number[] = [];
  let failures = 0;
  return {
    name: 'recordingJob',
    payload: z.object({ n: z.number() }),
    runs,
    async run(_deps, payload) {
      if (failures < failTimes) {
        failures += 1;
        throw new Error('transient');
      }
      runs.push(payload.n);
    },
  };
}

describe('in-process job queue', () => {
  it('runs an enqueued job after enqueue returns, and idle() waits for it', async () => {
    const queue = createInProcessJobQueue(() => deps);
    const job = recordingJob();
    await queue.enqueue(job, { n: 1 });
    expect(job.runs).toEqual([]);
    await queue.idle();
    expect(job.runs).toEqual([1]);
  });

  it('drops a second enqueue with the same id', async () => {
    const queue = createInProcessJobQueue(() => deps);
    const job = recordingJob();
    await queue.enqueue(job, { n: 1 }, { id: 'event-1' });
    await queue.enqueue(job, { n: 2 }, { id: 'event-1' });
    await queue.enqueue(job, { n: 3 }, { id: 'event-2' });
    await queue.idle();
    expect(job.runs.sort()).toEqual([1, 3]);
  });

  it('runs every delayed enqueue when delays are not kept (a time-bucket id must not drop later writes)', async () => {
    const queue = createInProcessJobQueue(() => deps);
    const job = recordingJob();
    await queue.enqueue(job, { n: 1 }, { id: 'bucket-1', delaySeconds: 30 });
    await queue.idle();
    await queue.enqueue(job, { n: 2 }, { id: 'bucket-1', delaySeconds: 30 });
    await queue.idle();
    expect(job.runs).toEqual([1, 2]);
  });

  it('retries a failing job up to maxAttempts', async () => {
    const queue = createInProcessJobQueue(() => deps, { maxAttempts: 3 });
    const recovers = recordingJob(2);
    const givesUp = recordingJob(5);
    await queue.enqueue(recovers, { n: 1 });
    await queue.enqueue(givesUp, { n: 2 });
    await queue.idle();
    expect(recovers.runs).toEqual([1]);
    expect(givesUp.runs).toEqual([]);
  });

  it('refuses a payload its schema rejects and an id Cloud Tasks would refuse', async () => {
    const queue = createInProcessJobQueue(() => deps);
    const job = recordingJob();
    await expect(queue.enqueue(job, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
    await expect(queue.enqueue(job, { n: 1 }, { id: 'has space' })).rejects.toThrow(/Invalid task id/);
    await queue.idle();
    expect(job.runs).toEqual([]);
  });

  it('waits for jobs that jobs enqueue', async () => {
    const queue = createInProcessJobQueue(() => deps);
    const child = recordingJob();
    const parent: JobDefinition<{ n: number }> = {
      name: 'parent',
      payload: z.object({ n: z.number() }),
      run: (_deps, payload) => queue.enqueue(child, { n: payload.n * 10 }),
    };
    await queue.enqueue(parent, { n: 4 });
    await queue.idle();
    expect(child.runs).toEqual([40]);
  });
});
