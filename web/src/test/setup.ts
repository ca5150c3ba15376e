import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, so its scrollTo only logs "Not implemented"; the shell scrolls on every route.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
