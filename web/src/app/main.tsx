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

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
  startAuthAfterFirstPaint();
});
