import { notifySuccess } from './toaster';

/**
 * Spec section 4 reloads the page after a subscription starts or ends, and section 8 has a success
 * toast for each: the toast is kept in sessionStorage across the reload and shown once afterwards.
 */
const STORAGE_KEY = 'nutrindex_notice_after_reload';
/** A notice older than this was left behind by a reload that never reached the user area. */
const MAX_AGE_MS = 60_000;

export interface SuccessNotice {
  title: string;
  description: string;
}

interface StoredNotice extends SuccessNotice {
  savedAt: number;
}

function isStoredNotice(value: unknown): value is StoredNotice {
  if (typeof value !== 'object' || value === null) return false;
  const { title, description, savedAt } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof description === 'string' && typeof savedAt === 'number';
}

/** Reloads the page; the notice is shown as a success toast once the user area is back. */
export function reloadWithNotice(notice: SuccessNotice, reload: () => void = () => window.location.reload()): void {
  try {
    const stored: StoredNotice = { ...notice, savedAt: Date.now() };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    // Without storage the reload still happens; only the toast is lost.
    console.error('[notice] could not keep the notice for after the reload', error);
  }
  reload();
}

/**
 * Whether this page can hold a notice: only a reload can (`reloadWithNotice` reloads). Other loads
 * skip sessionStorage, whose first read in a page waits on the browser process (2–19 ms measured,
 * docs/performance.md). Without a navigation entry (an older browser, a test) the storage is read.
 */
function loadedByReload(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return !navigation || (navigation as PerformanceNavigationTiming).type === 'reload';
}

/** Shows the notice kept by `reloadWithNotice`, if any, and forgets it (one shot). */
export function showNoticeAfterReload(): void {
  if (!loadedByReload()) return;
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  let notice: unknown;
  try {
    notice = JSON.parse(raw);
  } catch {
    return;
  }
  if (isStoredNotice(notice) && Date.now() - notice.savedAt <= MAX_AGE_MS) notifySuccess(notice.title, notice.description);
}
