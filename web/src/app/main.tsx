// Chakra's global styles as a stylesheet the browser loads with the entry, not built and inserted at start (system.ts).
import './chakra-global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { AppProvider } from './provider';
import { registerServiceWorkerWhenSignedIn } from './register-service-worker';
import { AppRouter } from './router';
import { startAuth } from './start-auth';
import { getSystem } from './system';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Lets the browser run between the start's steps, so that no step adds to one long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  await initI18n();
  await yieldToBrowser();
  getSystem();
  await yieldToBrowser();
  // A transition renders in slices that yield to the browser (a plain first render is one long
  // task: most of the entry's total blocking time on a phone, docs/performance.md).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
  // Both after render(): the root renders in later tasks, and what they start waits for the first paint.
  startAuth();
  registerServiceWorkerWhenSignedIn();
}

void start(container);
