import { getAuthSession, subscribeAuthSession } from '@/lib/auth-session';

function register(): void {
  import('virtual:pwa-register')
    .then(({ registerSW }) => registerSW({ immediate: true, onRegisterError: (error: unknown) => console.error('[pwa] could not register the service worker', error) }))
    .catch((error: unknown) => console.error('[pwa] could not load the service worker registration', error));
}

/**
 * At most this long after the page has loaded (sooner when the main thread is idle): the first
 * screen's chunks and answers come first, and reading offline starts within seconds of a sign-in
 * (the worker's install, then the saving of favourites: features/catalogue/api/offline-reading.ts).
 */
const REGISTER_WITHIN_MS = 1_000;

/** Registers once the page has loaded and the main thread is idle, or after REGISTER_WITHIN_MS. */
function registerWhenIdle(): void {
  const later = () => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: REGISTER_WITHIN_MS }) : setTimeout(register, REGISTER_WITHIN_MS));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * The service worker (installable app, offline reading) registers once someone is signed in. Its
 * precache downloads the whole built app (a few MB of JavaScript), which a signed-out first visit to
 * the login page must not pay for (docs/performance.md, "First-visit JavaScript"); what it serves
 * offline is a signed-in reader's content anyway. A first install takes the page over as soon as it
 * has activated (clientsClaim, vite.config.ts), so the answers that follow are saved. A browser where
 * it is already installed keeps it, and the browser checks it for updates on each navigation: a new
 * version activates at once and the page reloads into it (`autoUpdate`), since the old page's lazy
 * chunks are no longer precached.
 */
export function registerServiceWorkerWhenSignedIn(): void {
  if (!('serviceWorker' in navigator)) return;
  if (getAuthSession().status === 'signed-in') {
    registerWhenIdle();
    return;
  }
  const unsubscribe = subscribeAuthSession(() => {
    if (getAuthSession().status !== 'signed-in') return;
    unsubscribe();
    registerWhenIdle();
  });
}
