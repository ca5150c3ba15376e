import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          // The API suites share one Auth emulator; files run one at a time to keep accounts apart.
          fileParallelism: false,
          testTimeout: 20000,
          hookTimeout: 30000,
          // The app's one-line JSON logs would bury the report; set LOG_SILENT=0 to see them.
          env: { LOG_SILENT: process.env.LOG_SILENT ?? '1' },
        },
      },
    ],
  },
});
