// `npm run test:e2e [-- <playwright args>]`: starts the app as `npm start` serves it, on a fresh data
// directory, and runs the Playwright journeys in Debian's Chromium against it: first the journeys
// that only read shared data or make their own (two at a time), then those that change what others
// read (one at a time; playwright.config.ts). The second group runs even when the first failed.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startAppOnFreshData } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.e2e', 'data');
rmSync(dataDir, { recursive: true, force: true });
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const args = process.argv.slice(2);
// A --project given by the caller: just that, as asked.
const groups = args.some((arg) => arg.startsWith('--project')) ? [[]] : [['--project', 'own-data'], ['--project', 'shared-data', '--no-deps']];

let failed = 0;
let stop = () => {};
try {
  ({ stop } = await startAppOnFreshData(root, dataDir));
  for (const group of groups) {
    const started = Date.now();
    try {
      await run(playwright, ['test', ...group, ...(groups.length > 1 ? ['--pass-with-no-tests'] : []), ...args], { cwd: root });
    } catch (error) {
      failed += 1;
      console.error(error instanceof Error ? error.message : error);
    }
    console.log(`› ${group.join(' ') || 'journeys'}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} catch (error) {
  failed += 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  process.exit(failed === 0 ? 0 : 1);
}
