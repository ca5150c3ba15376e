import { defineConfig } from '@playwright/test';

/**
 * Journeys whose data is their own (a fresh account from `registerFreshUser`) or that only read the
 * seeded catalogue and the demo reader accounts: they run two at a time. Every other journey changes
 * what other journeys read (the catalogue, its search index, banners, notifications, the settings,
 * the translation, the administrator's own password) as the administrator: those run one at a time
 * per app, after the first group, so no journey reads while another one writes. A new journey goes in
 * a SHARED_DATA lane unless it is certain to touch nothing another reads; one that proves flaky beside
 * another goes there too.
 *
 * On a machine with more than two cores `scripts/e2e.mjs` runs the two lanes side by side, each
 * against an app of its own (the second in a network namespace of its own, on fresh data), so within a
 * lane they share one app and across lanes nothing; on two cores, one after the other. The lanes are
 * balanced by the journeys' measured durations (docs/performance.md); a lane is chosen with
 * E2E_SHARED_LANE=1|2 (unset: both, as `npx playwright test` alone runs them).
 */
const SHARED_DATA_LANES = [
  [
    'dashboard',
    'dashboard-interactions',
    'dashboard-lists',
    // Deletes an account as the administrator (the users list other journeys read).
    'dashboard-users-reauth',
    'history',
    'notifications',
    'search',
  ],
  [
    'dashboard-banners',
    // Edits Magnésio's doses and a chemical form (the monograph journeys read them).
    'dashboard-doses',
    'dashboard-topics',
    'monograph-changes',
    'monograph-evidence',
    // Its offline journey saw the app's offline notice while online when the API answered slower than
    // the service worker's 6 s network timeout, beside another journey on a loaded machine.
    'monograph',
    'translation',
    'unsaved-changes',
  ],
].map((lane) => lane.map((name) => `${name}.spec.ts`));
const SHARED_DATA = SHARED_DATA_LANES.flat();
const lane = process.env.E2E_SHARED_LANE;
const SHARED_DATA_RUN = lane ? SHARED_DATA_LANES[Number(lane) - 1] : SHARED_DATA;
if (!SHARED_DATA_RUN) throw new Error(`E2E_SHARED_LANE=${lane}: there are ${SHARED_DATA_LANES.length} lanes`);

/**
 * Traces cost: recording one (screenshots and DOM snapshots) doubled the browser's CPU and made the
 * journeys a third slower. A journey that fails is traced on its retry (.ci/run retries once), and a
 * journey being investigated with E2E_TRACE=on (or retain-on-failure).
 */
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
const trace = TRACE_MODES.find((mode) => mode === (process.env.E2E_TRACE ?? 'on-first-retry'));
if (!trace) throw new Error(`E2E_TRACE=${process.env.E2E_TRACE}: one of ${TRACE_MODES.join(', ')}`);

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
    // scripts/e2e.mjs runs the second group after the first; `npx playwright test` alone gets the
    // order from this dependency.
    { name: 'shared-data', testMatch: SHARED_DATA_RUN, workers: 1, dependencies: ['own-data'], outputDir: '.e2e/results/shared-data' },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    locale: 'pt-BR',
    trace,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
    },
  },
});
