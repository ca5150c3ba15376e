// `npm start` (and `npm run dev` with --dev): builds what is needed, seeds the embedded store when
// empty, and serves the web app and the API through the Firebase emulators (auth, functions, hosting).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFunctions, buildWeb } from './builds.mjs';
import { FUNCTION_WORKERS, HOSTING_URL, PROJECT_ID, run, waitForPort, waitForUrl, warmFunctionWorkers } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.local');
const authState = path.join(dataDir, 'emulator-state');
const keepAuthState = process.env.KEEP_AUTH_STATE !== '0';
const started = Date.now();

mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir, STORE_DRIVER: 'sqlite', BLOB_DRIVER: 'local' };

// The Functions emulator gives the functions their declared params (functions/src/platform/params.ts) from
// functions/.env.local and their secrets from functions/.secret.local (never deployed): the local
// development values, or what this shell sets (a real Stripe test account, see the README).
const dotenv = (values) => Object.entries(values).map(([key, value]) => `${key}=${value ?? ''}\n`).join('');
writeFileSync(
  path.join(root, 'functions', '.secret.local'),
  dotenv({
    AUTH_WEB_API_KEY: env.AUTH_WEB_API_KEY ?? 'demo-api-key',
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY ?? 'sk_test_local_nutrindex',
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_nutrindex',
    TRIAL_HASH_KEY: env.TRIAL_HASH_KEY ?? 'local-trial-hash-key-not-a-secret-0000',
  }),
);
// The Functions emulator appends the params this file lacks, with their defaults, when it loads the
// functions; those lines are kept, so a second app started beside a running one (scripts/e2e.mjs's
// lanes) finds nothing to append (two emulators appending at once fail: 'already defined').
const envLocal = path.join(root, 'functions', '.env.local');
const appended = existsSync(envLocal) ? Object.fromEntries(readFileSync(envLocal, 'utf8').split('\n').filter((line) => /^[A-Z0-9_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])) : {};
writeFileSync(
  envLocal,
  dotenv({
    ...appended,
    STRIPE_PRICE_MONTHLY: env.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_SEMIANNUAL: env.STRIPE_PRICE_SEMIANNUAL,
    STRIPE_PRICE_ANNUAL: env.STRIPE_PRICE_ANNUAL,
    TRANSLATION_PROJECT_ID: env.TRANSLATION_PROJECT_ID,
    TRANSLATION_LOCATION: env.TRANSLATION_LOCATION,
  }),
);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// The API first (a second or so; only when functions/src changed): the Functions emulator reads
// functions/lib when it starts. The rest (the web build, the seed, the local servers) runs while the
// emulators start (scripts/builds.mjs).
const phase = (label) => console.log(`› ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
// BUILT_BY_CALLER=1: a script that started an app already built both (scripts/e2e.mjs's lanes start
// theirs beside a running one, whose API must not be rebuilt under it).
const builtByCaller = process.env.BUILT_BY_CALLER === '1';
if (builtByCaller) phase('the API and the web app were built by the caller');
else phase((await buildFunctions()) ? 'built the API (functions/lib; `npm run typecheck` checks its types)' : 'the API is built (functions/src unchanged)');
mkdirSync(path.join(root, 'web', 'dist'), { recursive: true });
const webBuilt = dev || builtByCaller
  ? Promise.resolve()
  : buildWeb({ env }).then((built) => phase(built ? 'built the web app' : 'the web app is built (web/ unchanged)'));
const seeded = run(bin('tsx'), ['functions/src/local/seed-cli.ts', '--if-empty'], { cwd: root, env }).then(() => phase('seeded the embedded store (only when empty)'));
// Awaited below, once the emulators are starting; a failure meanwhile is not an unhandled rejection.
for (const step of [webBuilt, seeded]) step.catch(() => {});

// firebase.json's Content-Security-Policy lets the browser reach Firebase Auth in Google's cloud; the
// emulator build reaches the Auth emulator instead, so the local run serves a copy of firebase.json
// (firebase.local.json, not committed) whose CSP also allows that one local address.
const firebaseConfig = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
for (const rule of firebaseConfig.hosting.headers) {
  for (const header of rule.headers) {
    if (header.key === 'Content-Security-Policy') header.value = header.value.replace("connect-src 'self'", "connect-src 'self' http://127.0.0.1:9099");
  }
}
// Two Firebase CLI processes side by side: the Auth emulator spends about 10 s of CPU building its
// router when it starts (firebase-tools compiles its API's schemas; no option turns it off), and one
// CLI starts its emulators one after the other, so the Functions and Hosting emulators waited for it.
// Here Auth runs in a CLI of its own (firebase.auth.local.json: the hub and logging ports of
// firebase.json and the hub's locator file, which `firebase emulators:export` and `npm run backup`
// look for), and Functions + Hosting in a second one on the other core (firebase.local.json: hub and
// logging one port up, its own temporary folder so its locator file stays apart), its workers told
// where Auth is by FIREBASE_AUTH_EMULATOR_HOST as the single CLI would.
const { auth, hub, logging } = firebaseConfig.emulators;
const authConfig = { emulators: { singleProjectMode: true, auth, hub, logging, ui: { enabled: false } } };
firebaseConfig.emulators.hub = { ...hub, port: hub.port + 1 };
firebaseConfig.emulators.logging = { ...logging, port: logging.port + 1 };
writeFileSync(path.join(root, 'firebase.local.json'), `${JSON.stringify(firebaseConfig, null, 2)}\n`);
writeFileSync(path.join(root, 'firebase.auth.local.json'), `${JSON.stringify(authConfig, null, 2)}\n`);
const serveTmp = path.join(dataDir, 'emulator-tmp');
mkdirSync(serveTmp, { recursive: true });

// Auth accounts: the demo accounts of emulator-data/ at first, then what this data directory kept.
const importDir = existsSync(path.join(authState, 'firebase-export-metadata.json')) ? authState : path.join(root, 'emulator-data');
const authArgs = ['--config', 'firebase.auth.local.json', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--import', importDir];
if (keepAuthState) authArgs.push('--export-on-exit', authState);
const serveArgs = ['--config', 'firebase.local.json', 'emulators:start', '--only', dev ? 'functions' : 'functions,hosting', '--project', PROJECT_ID];

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 8000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const servers = [];
// The local Stripe-compatible development server (not Stripe): the API's real Stripe SDK talks to it,
// and it posts signed webhook events to the app's webhook (through Hosting, or the api function in dev).
// With STRIPE_SECRET_KEY set (a real test account, see the README) it is not started.
if (!process.env.STRIPE_SECRET_KEY) {
  const stripePort = process.env.STRIPE_LOCAL_PORT ?? '12111';
  env.STRIPE_API_BASE = `http://127.0.0.1:${stripePort}`;
  env.STRIPE_WEBHOOK_URL ??= dev ? `http://127.0.0.1:5001/${PROJECT_ID}/southamerica-east1/api/api/v1/stripe/webhook` : `${HOSTING_URL}/api/v1/stripe/webhook`;
  const stripeServer = spawn(bin('tsx'), ['functions/src/local/stripe-server/cli.ts'], { cwd: root, env: { ...env, STRIPE_LOCAL_PORT: stripePort }, stdio: 'inherit' });
  children.push(stripeServer);
  servers.push(waitForUrl(`${env.STRIPE_API_BASE}/_dev/health`, 60_000, () => stripeServer.exitCode === null));
}

// The local development translator (a word list, not a translation engine): the translation job's
// Cloud Translation client talks to it. With TRANSLATION_PROJECT_ID set (real Cloud Translation) it is not started.
if (!process.env.TRANSLATION_PROJECT_ID) {
  const translationPort = process.env.TRANSLATION_LOCAL_PORT ?? '12112';
  env.TRANSLATION_LOCAL_ENDPOINT = `127.0.0.1:${translationPort}`;
  const translationServer = spawn(bin('tsx'), ['functions/src/local/translation-server/cli.ts'], { cwd: root, env: { ...env, TRANSLATION_LOCAL_PORT: translationPort }, stdio: 'inherit' });
  children.push(translationServer);
  servers.push(waitForPort('127.0.0.1', Number(translationPort), 60_000, () => translationServer.exitCode === null));
}

for (const step of servers) step.catch(() => {});

// firebase-tools asks npm for firebase-functions' latest version (`npm show`, to warn when the
// installed one is older) before it loads the functions, and waits up to 10 s when the registry does
// not answer (offline, or a sandbox without network): npm answers from its cache instead.
// It also gives a Functions worker 30 s to load the API before it fails the request ("Failed to load
// function."); on this 2-core machine under other work a worker took longer: 120 s.
const emulatorEnv = { ...env, npm_config_offline: 'true', FUNCTIONS_DISCOVERY_TIMEOUT: env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120' };
const emulators = [
  spawn(bin('firebase'), authArgs, { cwd: root, env: emulatorEnv, stdio: 'inherit' }),
  spawn(bin('firebase'), serveArgs, {
    cwd: root,
    env: { ...emulatorEnv, FIREBASE_AUTH_EMULATOR_HOST: `${auth.host}:${auth.port}`, TMPDIR: serveTmp },
    stdio: 'inherit',
  }),
];
for (const emulator of emulators) {
  children.push(emulator);
  emulator.on('exit', (code) => {
    if (!stopping) console.error(`the Firebase emulators stopped (exit ${code})`);
    stopAll(code ?? 1);
  });
}

let url = HOSTING_URL;
if (dev) {
  const vite = spawn(bin('vite'), ['--mode', 'emulator', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], { cwd: path.join(root, 'web'), env, stdio: 'inherit' });
  children.push(vite);
  url = 'http://127.0.0.1:5173';
}

const emulatorsAlive = () => emulators.every((emulator) => emulator.exitCode === null);
try {
  await Promise.all([webBuilt, seeded, ...servers]);
  // Ready: the API answers through Hosting, and the Auth emulator (signing in) answers.
  await Promise.all([waitForUrl(`${url}/api/v1/education`, 180_000, emulatorsAlive), waitForUrl('http://127.0.0.1:9099/', 180_000, emulatorsAlive)]);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : error}`);
  stopAll(1);
  await new Promise(() => {});
}
const { DEMO_ACCOUNTS } = await import('./demo-accounts.mjs');
console.log(`\n✔ Nutrindex is ready at ${url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s; data in ${path.relative(root, dataDir) || '.'})`);
console.table(DEMO_ACCOUNTS);
console.log('Press Ctrl+C to stop.\n');
// The Functions emulator runs one request per worker and starts a new one (seconds of CPU) whenever
// all are busy: the workers a page's first burst of requests needs are started now, after the first
// answer rather than before it (scripts/lib.mjs).
await warmFunctionWorkers(url);
console.log(`› the API's ${FUNCTION_WORKERS} workers are started (${((Date.now() - started) / 1000).toFixed(1)} s)`);
// scripts/lib.mjs startAppOnFreshData (the e2e, soak, Lighthouse and timing scripts) waits for this:
// they measure or load the app, so they start once the workers are warm.
process.send?.({ ready: url });
