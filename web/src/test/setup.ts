import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** A few tests run in Node (`// @vitest-environment node`): build-time code that must not see a document. */
const inBrowser = typeof window !== 'undefined';

// jsdom has no layout, so its scrollTo only logs "Not implemented"; the shell scrolls on every route.
if (inBrowser) window.scrollTo = () => undefined;

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
});
