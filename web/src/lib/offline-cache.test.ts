import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineReading, keepOfflineReadingInStep, OFFLINE_API_CACHE } from './offline-cache';

const deleteCache = vi.fn(async (_name: string) => true);

beforeEach(() => {
  localStorage.clear();
  deleteCache.mockClear();
  vi.stubGlobal('caches', { delete: deleteCache });
});
afterEach(() => vi.unstubAllGlobals());

describe('offline reading', () => {
  it('keeps the saved answers while the user is premium and removes them once premium has ended', async () => {
    await keepOfflineReadingInStep(true);
    expect(deleteCache).not.toHaveBeenCalled();
    await keepOfflineReadingInStep(false);
    expect(deleteCache).toHaveBeenCalledWith(OFFLINE_API_CACHE);
    deleteCache.mockClear();
    await keepOfflineReadingInStep(false);
    expect(deleteCache).not.toHaveBeenCalled();
  });

  it('leaves a free user’s saved answers alone', async () => {
    await keepOfflineReadingInStep(false);
    expect(deleteCache).not.toHaveBeenCalled();
  });

  it('empties the saved answers on demand (logout)', async () => {
    expect(await clearOfflineReading()).toBe(true);
    expect(deleteCache).toHaveBeenCalledWith(OFFLINE_API_CACHE);
  });

  it('says when the saved answers could not be emptied, without failing its caller, and tries again on the next check', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await keepOfflineReadingInStep(true);
    deleteCache.mockRejectedValueOnce(new Error('storage is busy'));
    await keepOfflineReadingInStep(false);
    expect(logged).toHaveBeenCalledTimes(1);
    deleteCache.mockClear();
    await keepOfflineReadingInStep(false);
    expect(deleteCache).toHaveBeenCalledWith(OFFLINE_API_CACHE);
  });
});
