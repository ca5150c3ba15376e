// `npm run test:e2e`: starts the app as `npm start` serves it, on a fresh data directory, and runs
// the Playwright journeys in Debian's Chromium against it.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startAppOnFreshData } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.e2e', 'data');
rmSync(dataDir, { recursive: true, force: true });

let code = 1;
let stop = () => {};
try {
  ({ stop } = await startAppOnFreshData(root, dataDir));
  await run(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], { cwd: root });
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  process.exit(code);
}
