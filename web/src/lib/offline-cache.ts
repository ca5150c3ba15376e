/**
 * The answers the service worker keeps for reading offline (vite.config.ts, `nutrindex-api`): a
 * user's profile, favourites, recently viewed, the monographs they opened (with their doses by
 * population: public reference values), and (premium) their saved formulas as last opened (list,
 * formula, its computed totals) and the prescriber's registration. Paid content must not outlive
 * the right to read it, so the cache goes at logout and when a premium user is no longer premium.
 */
export const OFFLINE_API_CACHE = 'nutrindex-api';

/**
 * The API addresses whose answers are kept for reading offline: each path whole, up to its query, so
 * that look-alikes (`user-details/export`, an admin's `users?page=…` with other people's CPFs) never are.
 */
export const OFFLINE_API_PATTERN =
  /\/api\/v1\/(user|favorites(\/supplement\/\d+)?|recently-viewed|categories(\/[\w-]+)*|supplements\/updateds\/\d+|supplement-topics\/supplement\/slug\/[^/?#]+(\/teaser)?|supplements\/slug\/[^/?#]+\/doses|formulas(\/[\w-]+(\/computed)?)?|prescriber)(\?[^#]*)?$/;

/** Set while the saved answers may hold paid content (the user was premium when they were saved). */
const PREMIUM_MARK = 'nutrindex_offline_premium';

/** Empties the saved answers; never fails its caller (a failure is logged): true once they are gone. */
export async function clearOfflineReading(): Promise<boolean> {
  if (typeof caches === 'undefined') return true;
  try {
    await caches.delete(OFFLINE_API_CACHE);
    return true;
  } catch (error) {
    console.error('[offline] could not empty the saved content', error);
    return false;
  }
}

/** Keeps the saved answers in step with the user's access: premium ended means paid content goes. */
export async function keepOfflineReadingInStep(premium: boolean): Promise<void> {
  try {
    if (premium) {
      localStorage.setItem(PREMIUM_MARK, '1');
      return;
    }
    if (localStorage.getItem(PREMIUM_MARK) !== '1') return;
    // The mark stays until the copies are gone, so a failure is tried again on the next load.
    if (await clearOfflineReading()) localStorage.removeItem(PREMIUM_MARK);
  } catch (error) {
    console.error('[offline] could not update the saved content', error);
  }
}
