import { useSyncExternalStore } from 'react';

/**
 * What the browser knows about the Firebase session. It starts `unknown` because the Firebase SDK is
 * loaded after the first paint; the shell shows routed content meanwhile.
 */
export type AuthSession =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; uid: string };

type Listener = () => void;

let session: AuthSession = { status: 'unknown' };
const listeners = new Set<Listener>();

export function getAuthSession(): AuthSession {
  return session;
}

export function setAuthSession(next: AuthSession): void {
  const unchanged =
    next.status === session.status &&
    (next.status !== 'signed-in' || (session.status === 'signed-in' && session.uid === next.uid));
  if (unchanged) return;
  session = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthSession(): AuthSession {
  return useSyncExternalStore(subscribe, getAuthSession, getAuthSession);
}
