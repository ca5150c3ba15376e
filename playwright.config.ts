import { defineConfig } from '@playwright/test';

/**
 * Journeys whose data is their own (a fresh account from `registerFreshUser`) or that only read the
 * seeded catalogue and the demo reader accounts: they run two at a time. Every other journey changes
 * what other journeys read (the catalogue, its search index, banners, notifications, the settings,
 * the translation) as the administrator: those run one at a time, after the first group or against
 * an app of their own (scripts/e2e.mjs), so no journey reads while another one writes. A new journey goes in SHARED_DATA unless it is certain
 * to touch nothing another reads; one that proves flaky beside another goes there too.
 */
const SHARED_DATA = [
  'dashboard-banners',
  // Edits Magnésio's doses and a chemical form (the monograph journeys read them).
  'dashboard-doses',
  'dashboard-interactions',
  'dashboard-lists',
  'dashboard-topics',
  // Deletes an account as the administrator (the users list other journeys read).
  'dashboard-users-reauth',
  'dashboard',
  'history',
  'monograph-changes',
  'monograph-evidence',
  // Its offline journey saw the app's offline notice while online when the API answered slower than
  // the service worker's 6 s network timeout, beside another journey on a loaded machine.
  'monograph',
  'notifications',
  'search',
  'translation',
  'unsaved-changes',
].map((name) => `${name}.spec.ts`);

/** Journeys run in Debian's Chromium (no browser download) against the app `npm start` serves. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A journey that fails is run once more when E2E_RETRIES says so (.ci/run sets 1): one that then
  // passes is reported as flaky in the list, never hidden; one that fails twice fails the run.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    { name: 'own-data', testIgnore: SHARED_DATA, outputDir: '.e2e/results/own-data' },
    // scripts/e2e.mjs runs the two groups one after the other against one app (side by side, each
    // against an app of its own, with E2E_SIDE_BY_SIDE=1); `npx playwright test` alone gets the order
    // from this dependency.
    { name: 'shared-data', testMatch: SHARED_DATA, workers: 1, dependencies: ['own-data'], outputDir: '.e2e/results/shared-data' },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
    },
  },
});
