/**
 * What is saved on this device for reading offline (the service worker's `nutrindex-api` cache,
 * offline-cache.ts): which monographs, how big, how old; and the choice of what to save next.
 * Reading never creates the cache (`caches.open` would): a logout that has just emptied it stays empty.
 */
import { ApiError } from './api-client';
import { OFFLINE_API_CACHE } from './offline-cache';

/** A monograph's address (`GET supplement-topics/supplement/slug/{slug}`), its teaser excluded. */
const MONOGRAPH_PATH = /\/api\/v1\/supplement-topics\/supplement\/slug\/([^/?#]+)$/;

export interface SavedMonograph {
  slug: string;
  name: string;
  /** The saved answer's size. */
  bytes: number;
}

/** A supplement the reader could want offline: a favourite or a recently viewed one. */
export interface OfflineCandidate {
  slug: string;
  is_paid: number;
}

/** The supplement's slug when `url` is a monograph's address, else null. */
export function monographSlugOf(url: string): string | null {
  const match = MONOGRAPH_PATH.exec(new URL(url, 'http://localhost').pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The address the API client asks for a monograph (the cache's key for it). */
export function monographAddress(slug: string, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  return `${origin}/api/v1/supplement-topics/supplement/slug/${encodeURIComponent(slug)}`;
}

/**
 * The slugs to save, in the order given (favourites first), once each: never a paid one for a reader
 * who may not read it (the server would refuse it anyway), and not one saved less than `maxAgeMs` ago.
 */
export function planOfflineSave(
  candidates: readonly OfflineCandidate[],
  canReadPaid: boolean,
  savedAt: ReadonlyMap<string, number>,
  now: number,
  maxAgeMs: number,
): string[] {
  const slugs: string[] = [];
  for (const { slug, is_paid } of candidates) {
    if (slugs.includes(slug)) continue;
    if (is_paid === 1 && !canReadPaid) continue;
    const saved = savedAt.get(slug);
    if (saved !== undefined && now - saved < maxAgeMs) continue;
    slugs.push(slug);
  }
  return slugs;
}

/** '420 KB', '1,4 MB' (the reader's language). */
export function formatBytes(bytes: number, language: string | undefined): string {
  const megabytes = bytes >= 1_000_000;
  const value = megabytes ? bytes / 1_000_000 : bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1_000));
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'pt-BR', {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(value);
}

/** A request that reached no server (no connection, and nothing saved for it): status 0. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

function readName(text: string): string | null {
  try {
    const answer = JSON.parse(text) as { supplement?: { name?: unknown } };
    return typeof answer.supplement?.name === 'string' ? answer.supplement.name : null;
  } catch {
    return null;
  }
}

/** The monographs saved on this device, by name. */
export async function listSavedMonographs(): Promise<SavedMonograph[]> {
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_API_CACHE))) return [];
  const cache = await caches.open(OFFLINE_API_CACHE);
  // One per monograph: the newest copy (keys come in the order they were saved).
  const saved = new Map<string, SavedMonograph>();
  for (const request of await cache.keys()) {
    const slug = monographSlugOf(request.url);
    if (!slug) continue;
    const response = await cache.match(request);
    if (!response) continue;
    const text = await response.text();
    const name = readName(text);
    if (name) saved.set(slug, { slug, name, bytes: new TextEncoder().encode(text).length });
  }
  return [...saved.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** When each of these monographs was saved (its answer's Date), for those saved. */
export async function monographsSavedAt(slugs: readonly string[]): Promise<Map<string, number>> {
  const savedAt = new Map<string, number>();
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_API_CACHE))) return savedAt;
  for (const slug of slugs) {
    const response = await caches.match(monographAddress(slug), { cacheName: OFFLINE_API_CACHE, ignoreVary: true });
    const date = Date.parse(response?.headers.get('date') ?? '');
    if (response) savedAt.set(slug, Number.isNaN(date) ? 0 : date);
  }
  return savedAt;
}

/**
 * Resolves once each of these monographs is in the cache, or after `timeoutMs`: the worker hands an
 * answer to the page before it has finished saving it, so what is saved is read only after this.
 */
export async function whenSaved(slugs: readonly string[], timeoutMs = 5_000, stepMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await monographsSavedAt(slugs)).size === new Set(slugs).size) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/**
 * Resolves true once the service worker controls this page (at once when it already does; with
 * clientsClaim, as soon as a first install activates), false without service workers or when aborted.
 * Only then do the app's requests pass through it and get saved.
 */
export function whenServiceWorkerControls(signal: AbortSignal): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(false);
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (controls: boolean) => {
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      signal.removeEventListener('abort', onAbort);
      resolve(controls);
    };
    const onChange = () => done(navigator.serviceWorker.controller !== null);
    const onAbort = () => done(false);
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
    signal.addEventListener('abort', onAbort);
  });
}
