import { describe, expect, it } from 'vitest';
import { retryAfterFailure } from './once.js';

describe('retryAfterFailure', () => {
  it('shares one start between callers', async () => {
    let starts = 0;
    const get = retryAfterFailure(async () => ++starts);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(await get()).toBe(1);
  });

  it('starts again on the next call after a start failed, and keeps the success', async () => {
    let starts = 0;
    const get = retryAfterFailure(async () => {
      starts += 1;
      if (starts === 1) throw new Error('Secret Manager timed out');
      return 'ready';
    });
    await expect(get()).rejects.toThrow('Secret Manager timed out');
    expect(await get()).toBe('ready');
    expect(await get()).toBe('ready');
    expect(starts).toBe(2);
  });
});
