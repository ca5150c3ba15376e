// `npm run test:e2e`: starts the app as `npm start` serves it, on a fresh data directory, and runs
// the Playwright journeys in Debian's Chromium against it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTING_URL, run, waitForUrl } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.e2e', 'data');
rmSync(dataDir, { recursive: true, force: true });

const app = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, KEEP_AUTH_STATE: '0' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-app.pid, 'SIGINT');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

let code = 1;
try {
  await waitForUrl(`${HOSTING_URL}/api/v1/education`, 300_000, () => app.exitCode === null);
  await run(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], { cwd: root });
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  process.exit(code);
}
