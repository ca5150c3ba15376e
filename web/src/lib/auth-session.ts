import { startTransition, useEffect, useState } from 'react';

/**
 * What the browser knows about the Firebase session. It starts `unknown` because the Firebase SDK is
 * loaded after the first paint; the shell shows routed content meanwhile. On a visit with no session
 * hint (below) to the login page, it is `signed-out` at once and the SDK waits for the login form.
 */
export type AuthSession =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; uid: string };

type Listener = () => void;

/**
 * Whether this browser was signed in when it last knew: kept in step with every session change, so a
 * signed-out first visit can skip the Firebase SDK (25 KB gzip) until the person starts to log in.
 */
const SESSION_HINT_KEY = 'nutrindex_signed_in';

let session: AuthSession = { status: 'unknown' };
const listeners = new Set<Listener>();

export function getAuthSession(): AuthSession {
  return session;
}

/** True unless this browser is known to be signed out (an unreadable storage counts as maybe signed in). */
export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

function rememberSession(next: AuthSession): void {
  try {
    if (next.status === 'signed-in') localStorage.setItem(SESSION_HINT_KEY, '1');
    else if (next.status === 'signed-out') localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage every visit loads the SDK after the first paint, as before the hint.
  }
}

export function setAuthSession(next: AuthSession): void {
  const unchanged =
    next.status === session.status &&
    (next.status !== 'signed-in' || (session.status === 'signed-in' && session.uid === next.uid));
  if (unchanged) return;
  session = next;
  rememberSession(next);
  listeners.forEach((listener) => listener());
}

export function subscribeAuthSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session, for rendering. A change renders in a transition: when Firebase restores the session,
 * the signed-in screen under it renders in slices that yield to the browser, not in one long task
 * inside the SDK's callback (`useSyncExternalStore` would render it synchronously; docs/performance.md).
 */
export function useAuthSession(): AuthSession {
  const [current, setCurrent] = useState(getAuthSession);
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(getAuthSession()));
    update(); // a change between the first render and this subscription
    return subscribeAuthSession(update);
  }, []);
  return current;
}
