// The Cache-Control that Hosting gives each kind of path, checked on the Hosting emulator (part of
// `npm run preflight`; `node scripts/hosting-headers.mjs` alone). Hosting matches `headers[].source`
// against the request path, not the rewrite's destination: a rule for `/index.html` alone leaves
// `/`, `/app/...` and `/dashboard/...` (all served as index.html) to the default caching, and a
// browser or the CDN can then keep an old index.html that names chunks the last deploy deleted.
// Runs over a tiny public folder with firebase.json's own hosting section, so it needs no web build.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A project of its own: firebase-tools keeps one hub locator file per project id and deletes it on
// exit, which would cut a running `npm start` (demo-nutrindex) off from `emulators:export`.
const PROJECT_ID = 'demo-nutrindex-hosting-check';
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What each path must answer: its status and its Cache-Control. */
export const EXPECTED = [
  { path: '/', status: 200, cacheControl: NO_CACHE },
  { path: '/app/favoritos', status: 200, cacheControl: NO_CACHE },
  { path: '/dashboard', status: 200, cacheControl: NO_CACHE },
  { path: '/dashboard/suplementos/12/editar', status: 200, cacheControl: NO_CACHE },
  { path: '/index.html', status: 200, cacheControl: NO_CACHE },
  { path: '/sw.js', status: 200, cacheControl: NO_CACHE },
  { path: '/assets/x.js', status: 200, cacheControl: IMMUTABLE },
  // A chunk an older index.html names after a deploy removed it: a 404, not index.html served as
  // JavaScript and kept for a year.
  { path: '/assets/gone-by-now.js', status: 404, cacheControl: IMMUTABLE },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A project folder holding firebase.json's hosting section over a tiny public folder, on free ports. */
async function tinyHostingProject() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutrindex-hosting-'));
  const publicDir = path.join(dir, 'public');
  mkdirSync(path.join(publicDir, 'assets'), { recursive: true });
  writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Nutrindex</title><script src="/assets/x.js"></script>\n');
  writeFileSync(path.join(publicDir, 'assets', 'x.js'), 'console.log("x");\n');
  writeFileSync(path.join(publicDir, 'sw.js'), '// service worker\n');
  const { hosting } = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const [hostingPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const config = {
    hosting: { ...hosting, public: 'public' },
    emulators: {
      hosting: { host: '127.0.0.1', port: hostingPort },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  return { dir, url: `http://127.0.0.1:${hostingPort}` };
}

/** Starts the Hosting emulator alone (its own process group, so stopping it stops firebase-tools' children). */
function startHostingEmulator(dir) {
  const output = [];
  const child = spawn(path.join(root, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'hosting', '--project', PROJECT_ID, '--config', path.join(dir, 'firebase.json')], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
    let timer;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
  };
  return { child, stop, output: () => Buffer.concat(output).toString() };
}

/** Problems with the Cache-Control of every kind of path (an empty list: all as expected). */
export async function hostingHeaderProblems() {
  const { dir, url } = await tinyHostingProject();
  const emulator = startHostingEmulator(dir);
  try {
    await waitForUrl(`${url}/index.html`, 30_000, () => emulator.child.exitCode === null);
    const problems = [];
    for (const { path: urlPath, status, cacheControl } of EXPECTED) {
      const response = await fetch(`${url}${urlPath}`);
      const got = response.headers.get('cache-control');
      if (response.status !== status) problems.push(`${urlPath}: status ${response.status}, expected ${status}`);
      if (got !== cacheControl) problems.push(`${urlPath}: Cache-Control ${JSON.stringify(got)}, expected ${JSON.stringify(cacheControl)}`);
    }
    return problems;
  } catch (error) {
    return [`the Hosting emulator did not serve the tiny site: ${error.message}\n${emulator.output()}`];
  } finally {
    await emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const problems = await hostingHeaderProblems();
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`✓ Hosting's Cache-Control for pages, the service worker and assets (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
