import { getAuthSession, hasSessionHint, setAuthSession } from '@/lib/auth-session';
import { AUTH_PATHS } from './auth-paths';

/** What starts the SDK on the login page of a signed-out visit: the person reaching for the form. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function loadAuth(): void {
  import('@/lib/firebase')
    .then((firebase) => firebase.startAuthSession())
    .catch((error: unknown) => console.error('[auth] could not start Firebase Auth', error));
}

function loadAuthAfterFirstPaint(): void {
  requestAnimationFrame(() => setTimeout(loadAuth, 0));
}

function loadAuthOnFirstInteraction(): void {
  const load = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, true);
    loadAuth();
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, load, { capture: true, passive: true });
}

/**
 * Starts Firebase Auth without holding up the first paint. A browser that was signed in (the session
 * hint), or a visit straight to a signed-in page, loads the SDK after the first paint so the session
 * is restored. A signed-out visit to the login page is known to be signed out without it: the SDK
 * loads when the person first touches the page (typing a CPF, a tap), well before a login needs it,
 * so it stays off the first visit's downloads. Logging in still works if it has not finished loading:
 * the sign-in awaits the same module.
 */
export function startAuth(): void {
  if (hasSessionHint() || !AUTH_PATHS.has(window.location.pathname)) {
    loadAuthAfterFirstPaint();
    return;
  }
  if (getAuthSession().status === 'unknown') setAuthSession({ status: 'signed-out' });
  loadAuthOnFirstInteraction();
}
