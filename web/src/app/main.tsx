import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Firebase Auth is loaded after the first paint, so the login page never waits for its SDK. */
function startAuthAfterFirstPaint(): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      import('@/lib/firebase')
        .then((firebase) => firebase.startAuthSession())
        .catch((error: unknown) => console.error('[auth] could not start Firebase Auth', error));
    }, 0);
  });
}

/** The service worker (installable app, offline reading) registers once the page has painted. */
function registerServiceWorkerAfterFirstPaint(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true, onRegisterError: (error: unknown) => console.error('[pwa] could not register the service worker', error) }))
      .catch((error: unknown) => console.error('[pwa] could not load the service worker registration', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
  startAuthAfterFirstPaint();
  registerServiceWorkerAfterFirstPaint();
});
