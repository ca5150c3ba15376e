import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineReading, keepOfflineReadingInStep, OFFLINE_API_CACHE, OFFLINE_API_PATTERN } from './offline-cache';

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

describe('the answers kept for reading offline', () => {
  const address = (path: string) => `https://nutrindex.web.app/api/v1/${path}`;

  it.each(['user', 'favorites?page=2', 'favorites/supplement/3', 'recently-viewed', 'categories', 'categories?page=1', 'categories/7', 'supplements/updateds/8', 'supplement-topics/supplement/slug/magnesio', 'supplement-topics/supplement/slug/selenio/teaser', 'supplements/slug/magnesio/doses', 'formulas', 'formulas?page=2&search=ana', 'formulas/Xa9kQ2', 'formulas/Xa9kQ2/computed', 'prescriber'])(
    'keeps %s',
    (path) => expect(OFFLINE_API_PATTERN.test(address(path))).toBe(true),
  );

  it.each(['user-details/export', 'users?page=1&search=ana', 'users/12', 'user-details', 'favorites-export', 'recently-viewed/extra', 'supplement-topics/supplement/slug/a/b', 'supplements/slug/a/b/doses', 'supplements/7/forms/chemistry'])(
    'never keeps %s (personal data or other people\'s)',
    (path) => expect(OFFLINE_API_PATTERN.test(address(path))).toBe(false),
  );
});
