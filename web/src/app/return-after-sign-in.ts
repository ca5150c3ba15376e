/**
 * A shared checker link opened signed out comes back after sign-in (issue 39): the shell keeps the
 * address it had to leave, and /app's check sends the reader there instead of /app/categorias. Only
 * the checker's address is kept (its list lives in the query), only for a visit that arrived signed
 * out (never the page a session ended on, which the next person on this browser must not inherit),
 * in this tab's sessionStorage, for 30 minutes.
 */
const STORAGE_KEY = 'nutrindex_return_to';
const VALID_FOR_MS = 30 * 60 * 1000;
const KEPT_PATHS: ReadonlySet<string> = new Set(['/app/interacoes']);

/** Keeps `pathname + search` when it is an address worth coming back to. */
export function keepReturnAddress(pathname: string, search: string, now = Date.now()): void {
  if (!KEPT_PATHS.has(pathname)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ to: `${pathname}${search}`, at: now }));
  } catch {
    // Storage refused (private mode, quota): the reader lands on the home page, as before.
  }
}

/** The kept address, once (it is forgotten as it is read); null when none or too old. */
export function takeReturnAddress(now = Date.now()): string | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { to, at } = JSON.parse(raw) as { to?: unknown; at?: unknown };
    if (typeof to !== 'string' || typeof at !== 'number' || now - at > VALID_FOR_MS) return null;
    const url = new URL(to, 'https://nutrindex.invalid');
    return KEPT_PATHS.has(url.pathname) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** Forgets a kept address (a sign-out). */
export function forgetReturnAddress(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
