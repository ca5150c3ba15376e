import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait 1 s by default: a first render (Chakra, i18n) takes longer than that on
// this 2-core machine under load. A slow machine is not a failure; an element that never comes still is.
configure({ asyncUtilTimeout: 5000 });

/** A few tests run in Node (`// @vitest-environment node`): build-time code that must not see a document. */
const inBrowser = typeof window !== 'undefined';

// jsdom has no layout, so its scrollTo only logs "Not implemented"; the shell scrolls on every route.
if (inBrowser) window.scrollTo = () => undefined;

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
});
