import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // Vitest's 5 s default failed five tests that pass (user-event typing, toasts) on this 2-core
      // machine with other work running (load 10, docs/performance.md "Development loops"): no test
      // here measures time, so a slow machine is not a failure.
      testTimeout: 15_000,
    },
  }),
);
