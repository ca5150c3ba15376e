// Helpers shared by the start and e2e scripts.
import { spawn } from 'node:child_process';

export const PROJECT_ID = 'demo-nutrindex';
export const HOSTING_URL = 'http://127.0.0.1:5000';

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Polls a URL until it answers 200, or gives up after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server stopped before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The Functions emulator serves one request per worker process and starts a new process whenever
 * every worker is busy: a cold one costs seconds of CPU here (loading firebase-functions and the
 * API), up to 14 s for a burst of ten on a 2-core machine, so a page's first burst of requests (a
 * browser sends six at a time per host) waited behind it. Cloud Functions serves 80 at a time per
 * instance (index.ts, `concurrency`). Asking for `count` answers at once leaves that many workers
 * idle and ready; they stay for the emulators' lifetime. Eight: a browser's six connections, plus
 * room for a second tab or a test's own calls.
 */
export const FUNCTION_WORKERS = 8;

export async function warmFunctionWorkers(url, count = FUNCTION_WORKERS) {
  // A worker that answers quickly takes some of the batch's requests, so a second batch starts the rest.
  for (let batch = 0; batch < 2; batch++) {
    await Promise.all(
      Array.from({ length: count }, () => fetch(`${url}/api/v1/education`, { signal: AbortSignal.timeout(60_000) }).catch(() => undefined)),
    );
  }
}

/**
 * Starts the app as `npm start` serves it on a fresh data folder (no Auth state kept), in its own
 * process group; answers once it is ready (start.mjs says so over IPC, after warming the API's
 * workers), with `stop()` (also run when this process exits).
 */
export async function startAppOnFreshData(root, dataDir, { quiet = false } = {}) {
  const app = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, KEEP_AUTH_STATE: '0' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app was not ready within 300 s')), 300_000);
    app.on('message', (message) => {
      if (message?.ready) {
        clearTimeout(timer);
        resolve();
      }
    });
    app.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the app stopped before it was ready (exit ${code})`));
    });
  });
  const stop = () => {
    try {
      process.kill(-app.pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  await ready;
  app.disconnect();
  return { stop };
}

/** Waits until a TCP port accepts connections (a gRPC server), or gives up after `timeoutMs`. */
export async function waitForPort(host, port, timeoutMs, isAlive = () => true) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server stopped before ${host}:${port} accepted connections`);
    const open = await new Promise((resolve) => {
      const socket = connect({ host, port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${host}:${port} did not accept connections within ${timeoutMs / 1000} s`);
}
