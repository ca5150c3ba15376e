import { getAuthSession } from './auth-session';

/**
 * The ID token for an API request: none while signed out, so an anonymous call never waits for the
 * SDK. A file of its own: firebase.ts reports the session to auth-session.ts, so auth-session.ts
 * loading firebase.ts (even lazily) was an import cycle.
 */
export async function sessionIdToken(): Promise<string | null> {
  if (getAuthSession().status === 'signed-out') return null;
  return (await import('./firebase')).getIdToken();
}

/** A fresh ID token for the next API requests (after a payment: the API reads the profile again for a new token). */
export async function refreshSessionIdToken(): Promise<void> {
  if (getAuthSession().status === 'signed-out') return;
  await (await import('./firebase')).refreshIdToken();
}
