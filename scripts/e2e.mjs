// `npm run test:e2e [-- <playwright args>]`: starts the app as `npm start` serves it, on a fresh data
// directory, and runs the Playwright journeys in Debian's Chromium against it, in two groups
// (playwright.config.ts): the journeys that only read shared data or make their own (two at a
// time), then those that change what others read, one at a time, in two lanes. The second group runs
// even when the first failed. With a --project argument, just that project.
//
// On a machine with more than two cores (or with E2E_SIDE_BY_SIDE=1), the two lanes run side by side:
// the first against the first app, the second against an app of its own in a network namespace of
// its own (`unshare --net`: the same ports, nothing shared but the files), on fresh data, started
// while the first group runs, so no journey reads what a journey of the other lane writes. On two
// cores (or E2E_SIDE_BY_SIDE=0, or when the caller names journeys or options, or where no namespace
// can be made) they run one after the other against the first app: one journey already keeps both
// cores busy, and two lanes side by side each took twice as long (docs/performance.md, "Fifth pass").
//
// With SOAK_MINUTES (and SOAK_KILL_EVERY, seconds), the soak's load (scripts/soak-load.mjs) then runs
// on the first app, whatever the journeys' result, and its ledger is checked once the app is stopped:
// CI starts one app for the journeys and the soak (.ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startAppOnFreshData } from './lib.mjs';
import { soak } from './soak-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? path.join('.e2e', 'data'));
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const args = process.argv.slice(2);
const soakMinutes = Number(process.env.SOAK_MINUTES ?? 0);
const soakKillEvery = Number(process.env.SOAK_KILL_EVERY ?? 120);
// A group may have none of the journeys a caller names.
const OWN_DATA = ['--project', 'own-data', '--pass-with-no-tests'];
const SHARED_DATA = ['--project', 'shared-data', '--no-deps', '--pass-with-no-tests'];

/**
 * A private network namespace with loopback, plus a veth pair: with only loopback, Chromium reports
 * `navigator.onLine === false` and the app shows its offline notice; an interface that is up
 * (addressed, leading nowhere) makes it online as on any machine.
 */
const NAMESPACE_SETUP = 'ip link set lo up && ip link add e2e0 type veth peer name e2e1 && ip addr add 10.254.0.1/24 dev e2e0 && ip link set e2e0 up && ip link set e2e1 up';
const canUseNamespace = () => spawnSync('unshare', ['--net', 'bash', '-c', NAMESPACE_SETUP], { stdio: 'ignore' }).status === 0;
const lanesSideBySide = () =>
  args.length === 0 && (process.env.E2E_SIDE_BY_SIDE ?? (os.availableParallelism() > 2 ? '1' : '0')) === '1' && canUseNamespace();

const elapsed = (started) => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function playwrightRun(group, env = process.env) {
  const started = Date.now();
  try {
    await run(playwright, ['test', ...group, ...args], { cwd: root, env });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  } finally {
    console.log(`› ${group.join(' ') || 'journeys'}: ${elapsed(started)}`);
  }
}

const SECOND_LANE = '2';
const GO = 'go\n';

/**
 * The second lane of the shared-data group: this script again, in a namespace of its own, starting its
 * app at once and its journeys when `go()` is called. Its lines are marked so they read apart.
 */
function startSecondLane() {
  const label = `shared-data lane ${SECOND_LANE}`;
  const child = spawn('unshare', ['--net', 'bash', '-c', `${NAMESPACE_SETUP} && exec node scripts/e2e.mjs`], {
    cwd: root,
    // BUILT_BY_CALLER: the first app built both; a lane rebuilding functions/lib would pull it from
    // under the running app.
    env: { ...process.env, E2E_DATA_DIR: path.join(root, '.e2e', `data-shared-${SECOND_LANE}`), E2E_SHARED_LANE: SECOND_LANE, E2E_LANE_CHILD: '1', BUILT_BY_CALLER: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
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
  let started = Date.now();
  const done = new Promise((resolve) =>
    child.on('exit', (code) => {
      console.log(`› ${label} (an app of its own): ${elapsed(started)}`);
      resolve(code === 0);
    }),
  );
  // A lane whose app failed to start has exited already: its exit code tells, not the closed pipe.
  child.stdin.on('error', () => {});
  const go = () => {
    started = Date.now();
    child.stdin.end(GO);
    return done;
  };
  return { go };
}

/**
 * In the second lane's process: true once the parent says go, false if it goes away without a word
 * (its run was stopped).
 */
const parentSaysGo = () =>
  new Promise((resolve) => {
    let heard = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      heard += chunk;
      if (heard.includes(GO)) resolve(true);
    });
    process.stdin.on('end', () => resolve(heard.includes(GO)));
  });

rmSync(dataDir, { recursive: true, force: true });
let passed = false;
let stop = () => {};
try {
  ({ stop } = await startAppOnFreshData(root, dataDir));
  if (process.env.E2E_LANE_CHILD === '1') {
    console.log('› app ready; waiting for the first group to end');
    // An output folder of its own: Playwright empties its folder when it starts, traces included.
    passed = (await parentSaysGo()) && (await playwrightRun([...SHARED_DATA, `--output=.e2e/results/shared-data-${SECOND_LANE}`]));
  } else if (args.some((arg) => arg.startsWith('--project'))) {
    passed = await playwrightRun([]);
  } else if (lanesSideBySide()) {
    // Started once this app is ready (it built the API and the web app): the lane's app only starts.
    const secondLane = startSecondLane();
    const ownData = await playwrightRun(OWN_DATA);
    const lanes = await Promise.all([playwrightRun(SHARED_DATA, { ...process.env, E2E_SHARED_LANE: '1' }), secondLane.go()]);
    passed = ownData && lanes.every(Boolean);
  } else {
    const results = [];
    for (const group of [OWN_DATA, SHARED_DATA]) results.push(await playwrightRun(group));
    passed = results.every(Boolean);
  }
  if (soakMinutes > 0 && process.env.E2E_LANE_CHILD !== '1') {
    const started = Date.now();
    const soaked = await soak({ minutes: soakMinutes, killEverySeconds: soakKillEvery, dataDir, stopApp: stop });
    console.log(`› soak on the journeys' app: ${elapsed(started)}${soaked ? '' : ' (failed)'}`);
    passed = passed && soaked;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  process.exit(passed ? 0 : 1);
}
