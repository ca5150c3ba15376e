import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * Test files that need a module registry of their own: those that replace modules (`vi.mock`, which
 * only takes effect before the module is first imported) and those that drive a module-level store
 * from its initial state. Every other file shares its worker's modules with the files before it
 * (`isolate: false`), which saves importing React, Chakra and jsdom again for each file: 154 s → 58 s
 * on this machine for the whole suite (docs/performance.md, "Development loops").
 */
const OWN_MODULES = [
  'src/lib/auth-session.test.tsx', // the session store
  'src/components/app-toaster.test.tsx', // the one toaster's store: counts the toasts on screen
  'src/hooks/use-form-errors.test.tsx', // the same
];

function filesThatMockModules(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
}

const isolatedFiles = [...filesThatMockModules(), ...OWN_MODULES];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // Vitest's 5 s default failed five tests that pass (user-event typing, toasts) on this 2-core
      // machine with other work running (load 10, docs/performance.md "Development loops"): no test
      // here measures time, so a slow machine is not a failure.
      testTimeout: 15_000,
      // Each project takes the settings above (`extends: true`).
      projects: [
        { extends: true, test: { name: 'isolated', include: isolatedFiles } },
        { extends: true, test: { name: 'shared-modules', include: [TESTS], exclude: isolatedFiles, isolate: false } },
      ],
    },
  }),
);
