import { getAuthSession, subscribeAuthSession } from '@/lib/auth-session';

function register(): void {
  import('virtual:pwa-register')
    .then(({ registerSW }) => registerSW({ immediate: true, onRegisterError: (error: unknown) => console.error('[pwa] could not register the service worker', error) }))
    .catch((error: unknown) => console.error('[pwa] could not load the service worker registration', error));
}

/** Registers once the page has loaded and the main thread is idle (the first screen's chunks come first). */
function registerWhenIdle(): void {
  const later = () => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * The service worker (installable app, offline reading) registers once someone is signed in. Its
 * precache downloads the whole built app (a few MB of JavaScript), which a signed-out first visit to
 * the login page must not pay for (docs/performance.md, "First-visit JavaScript"); what it serves
 * offline is a signed-in reader's content anyway. A browser where it is already installed keeps it,
 * and the browser checks it for updates on each navigation.
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
