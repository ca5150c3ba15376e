import { COLLECTIONS, type UserDoc } from '../../domain/docs.js';
import type { Store } from '../../store/port.js';
import { onStoreWrite } from '../../store/write-listeners.js';

/**
 * How long an instance answers a caller's profile without reading it again (issue 40 item 5): the
 * monograph page's seven requests, sent together, read it once. A change made on this instance (a
 * role, a block, premium from the Stripe webhook, signing out everywhere) is seen at once; one made on
 * another instance at most this long after, or at the caller's next ID token, whichever comes first:
 * the profile is kept for one token (its `iat`), and the web takes a fresh token after a payment, so
 * premium shows at once on the page that reloads (docs/decisions/platform-api-and-deploy.md, "Reads per action").
 */
export const PROFILE_CACHE_MS = 5_000;

interface Entry {
  profile: Promise<UserDoc | null>;
  at: number;
  /** The ID token's `iat` it was read for (undefined when the token says none). */
  issuedAt: number | undefined;
}

const caches = new WeakMap<Store, Set<Map<string, Entry>>>();

/**
 * The guards' profile read: each caller's profile kept for `PROFILE_CACHE_MS` per instance, forgotten
 * when this instance writes it (the store must be made by `withWriteListeners`; on another store
 * every call reads). Requests arriving together share one read.
 */
export function cachedProfiles(store: Store, clock: () => number = () => performance.now()): (uid: string, issuedAt?: number) => Promise<UserDoc | null> {
  const read = (uid: string) => store.get<UserDoc>(COLLECTIONS.users, uid);
  const entries = new Map<string, Entry>();
  const observed = onStoreWrite(store, (collection, id) => {
    if (collection === COLLECTIONS.users) entries.delete(id);
  });
  if (!observed) return read;
  caches.set(store, (caches.get(store) ?? new Set()).add(entries));
  return (uid, issuedAt) => {
    const now = clock();
    const kept = entries.get(uid);
    if (kept && kept.issuedAt === issuedAt && now - kept.at < PROFILE_CACHE_MS) return kept.profile;
    const profile = read(uid);
    const entry = { profile, at: now, issuedAt };
    entries.set(uid, entry);
    // A failed read is not kept; nor is one whose profile was written meanwhile (the listener dropped it).
    profile.catch(() => {
      if (entries.get(uid) === entry) entries.delete(uid);
    });
    if (entries.size > 10_000) for (const [key, old] of entries) if (now - old.at >= PROFILE_CACHE_MS) entries.delete(key);
    return profile;
  };
}

/** Forgets every profile kept for `store` (the reads-per-action test and bench: each action pays its caller's profile read). */
export function forgetCachedProfiles(store: Store): void {
  for (const entries of caches.get(store) ?? []) entries.clear();
}
