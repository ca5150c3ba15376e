// `npm run test:e2e [-- <playwright args>]`: starts the app as `npm start` serves it, on a fresh data
// directory, and runs the Playwright journeys in Debian's Chromium against it, in two groups
// (playwright.config.ts): the journeys that only read shared data or make their own (two at a
// time), and those that change what others read (one at a time).
//
// By default the groups run one after the other against one app, the second even when the first
// failed. With E2E_SIDE_BY_SIDE=1 they run side by side, each against an app of its own: the second
// group, split in E2E_SHARED_LANES lanes (2 unless told; Playwright's --shard), runs each lane's app
// and browser in a network namespace of its own (`unshare --net`: the same ports, nothing shared but
// the files), so no journey reads what a journey of another lane writes, and within a lane they run
// one at a time. Not the default: on a 2-core machine three apps and four browsers drove the load
// average to 23 and journeys ran past their 60 s (docs/performance.md, "Third pass"); on a machine
// with more cores it is the faster way. With a --project argument, just that.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startAppOnFreshData } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? path.join('.e2e', 'data'));
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const args = process.argv.slice(2);
// A group may have none of the journeys a caller names.
const OWN_DATA = ['--project', 'own-data', '--pass-with-no-tests'];
const SHARED_DATA = ['--project', 'shared-data', '--no-deps', '--pass-with-no-tests'];

/**
 * A private network namespace with loopback, plus a veth pair: with only loopback, Chromium reports
 * `navigator.onLine === false` and the app shows its offline notice; an interface that is up
 * (addressed, leading nowhere) makes it online as on any machine.
 */
const NAMESPACE_SETUP = 'ip link set lo up && ip link add e2e0 type veth peer name e2e1 && ip addr add 10.254.0.1/24 dev e2e0 && ip link set e2e0 up && ip link set e2e1 up';
const canUseNamespace = () =>
  process.env.E2E_SIDE_BY_SIDE === '1' && spawnSync('unshare', ['--net', 'bash', '-c', NAMESPACE_SETUP], { stdio: 'ignore' }).status === 0;

const elapsed = (started) => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function playwrightRun(group) {
  const started = Date.now();
  try {
    await run(playwright, ['test', ...group, ...args], { cwd: root });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  } finally {
    console.log(`› ${group.join(' ') || 'journeys'}: ${elapsed(started)}`);
  }
}

const SHARED_LANES = Math.max(1, Number(process.env.E2E_SHARED_LANES ?? 2));

/** A lane of the shared-data group in its own namespace, its lines marked so they read apart from the others'. */
function sharedDataLane(lane) {
  const started = Date.now();
  const label = `shared-data ${lane}/${SHARED_LANES}`;
  // Each lane its own output folder: Playwright empties its folder when it starts, traces included.
  const laneArgs = [...SHARED_DATA, ...(SHARED_LANES > 1 ? [`--shard=${lane}/${SHARED_LANES}`] : []), `--output=.e2e/results/shared-data-${lane}`, ...args];
  const command = `${NAMESPACE_SETUP} && exec node scripts/e2e.mjs ${laneArgs.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ')}`;
  const child = spawn('unshare', ['--net', 'bash', '-c', command], {
    cwd: root,
    env: { ...process.env, E2E_DATA_DIR: path.join(root, '.e2e', `data-shared-${lane}`), BUILT_BY_CALLER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
  }
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      console.log(`› ${label} (an app of its own): ${elapsed(started)}`);
      resolve(code === 0);
    }),
  );
}

rmSync(dataDir, { recursive: true, force: true });
let passed = false;
let stop = () => {};
try {
  ({ stop } = await startAppOnFreshData(root, dataDir));
  if (args.some((arg) => arg.startsWith('--project'))) {
    passed = await playwrightRun([]);
  } else if (canUseNamespace()) {
    // Started once this app is ready (it built the API and the web app): the lanes' apps only start.
    const lanes = Array.from({ length: SHARED_LANES }, (_, index) => sharedDataLane(index + 1));
    const results = await Promise.all([playwrightRun(OWN_DATA), ...lanes]);
    passed = results.every(Boolean);
  } else {
    const results = [];
    for (const group of [OWN_DATA, SHARED_DATA]) results.push(await playwrightRun(group));
    passed = results.every(Boolean);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  process.exit(passed ? 0 : 1);
}
