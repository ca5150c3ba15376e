// `npm run preflight` (part of `npm test`): checks offline what the Firebase CLI or Firebase would
// refuse at deploy or at run time and the emulators do not check. Reads the functions' manifest the
// way the CLI does (the firebase-functions binary writing functions.yaml's content), and validates
// names with firebase-tools' own validator. Run after `npm run build -w functions` (as `npm run
// preflight` does); with `--build` it first brings functions/lib up to date with the esbuild transpile
// `npm start` uses (scripts/builds.mjs): `npm test` checks the types beside it, so it skips `tsc`'s
// second type check of the same sources.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--build')) await (await import('./builds.mjs')).buildFunctions();
const require = createRequire(import.meta.url);
const { validateKey, parseStrict } = require('firebase-tools/lib/functions/env.js');
const REGION = 'southamerica-east1';

const failures = [];
const check = (name, problems) => {
  const list = problems.filter(Boolean);
  console.log(`${list.length === 0 ? '✓' : '✗'} ${name}`);
  for (const problem of list) console.log(`    ${problem}`);
  failures.push(...list);
};
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const keyProblem = (key, where) => {
  try {
    validateKey(key);
    return null;
  } catch (error) {
    return `${where}: ${error.message}`;
  }
};

/** The manifest the Firebase CLI reads at deploy (endpoints and params of functions/lib). */
function functionsManifest() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutrindex-manifest-'));
  const output = path.join(dir, 'manifest.json');
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules/firebase-functions/lib/bin/firebase-functions.js'), '.'], {
      cwd: path.join(root, 'functions'),
      env: { ...process.env, FUNCTIONS_MANIFEST_OUTPUT_PATH: output, GCLOUD_PROJECT: 'demo-nutrindex', FUNCTIONS_CONTROL_API: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return JSON.parse(readFileSync(output, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const manifest = functionsManifest();
const endpoints = Object.entries(manifest.endpoints);
const params = manifest.params ?? [];
const secrets = params.filter((param) => param.type === 'secret').map((param) => param.name);
const firebaseJson = JSON.parse(read('firebase.json'));

check('every param and secret name is one the Firebase CLI accepts', params.map((param) => keyProblem(param.name, `param ${param.name}`)));

check(
  'every key of the functions .env files is accepted',
  readdirSync(path.join(root, 'functions'))
    .filter((file) => file.startsWith('.env') || file === '.secret.local')
    .flatMap((file) => {
      try {
        return Object.keys(parseStrict(read(`functions/${file}`))).map((key) => keyProblem(key, `functions/${file}: ${key}`));
      } catch (error) {
        return (error.children ?? [error]).map((child) => `functions/${file}: ${child.message}`);
      }
    }),
);

check(
  `every function runs in ${REGION} with its memory, timeout and secrets set`,
  endpoints.flatMap(([name, endpoint]) => [
    JSON.stringify(endpoint.region) !== JSON.stringify([REGION]) && `${name}: region ${JSON.stringify(endpoint.region)}`,
    !endpoint.availableMemoryMb && `${name}: no memory set`,
    !endpoint.timeoutSeconds && !endpoint.taskQueueTrigger && !endpoint.scheduleTrigger && `${name}: no timeout set`,
    endpoint.platform !== 'gcfv2' && `${name}: platform ${endpoint.platform}`,
    ...(endpoint.secretEnvironmentVariables ?? []).map((secret) => !secrets.includes(secret.key) && `${name}: secret ${secret.key} is not declared with defineSecret`),
  ]),
);

check(
  'every declared secret is bound to a function, listed in docs/deploy.md and given a local value by npm start',
  secrets.flatMap((secret) => [
    !endpoints.some(([, endpoint]) => (endpoint.secretEnvironmentVariables ?? []).some((bound) => bound.key === secret)) && `${secret}: bound to no function`,
    !new RegExp(`functions:secrets:set ${secret}\\b`).test(read('docs/deploy.md')) && `${secret}: docs/deploy.md does not set it (functions:secrets:set ${secret})`,
    !read('scripts/start.mjs').includes(`${secret}:`) && `${secret}: scripts/start.mjs does not write it to functions/.secret.local`,
  ]),
);

/** Source files of the functions (tests and local-only tools excluded), for what the deployed code reads. */
function deployedSources(dir = path.join(root, 'functions/src')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['local', 'test', 'bench'].includes(entry.name) ? [] : deployedSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}
const { FUNCTION_SECRETS } = await import(path.join(root, 'functions/lib/platform/params.js'));
const secretReaders = ['functions/src/platform/config.ts', 'functions/src/platform/params.ts'];
check(
  "every secret a function's code reads is bound to that function (config.ts reads only FUNCTION_SECRETS[function]; nothing else reads a secret)",
  [
    ...endpoints.flatMap(([name, endpoint]) => {
      const bound = (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort();
      const read = FUNCTION_SECRETS[name]?.map((secret) => secret.name).sort();
      if (!read) return [`${name}: missing from FUNCTION_SECRETS (functions/src/platform/params.ts), so its configuration reads no secret list`];
      return JSON.stringify(bound) === JSON.stringify(read) ? [] : [`${name}: binds [${bound}] but its configuration reads [${read}]`];
    }),
    ...deployedSources().flatMap((file) => {
      const relative = path.relative(root, file);
      if (secretReaders.includes(relative)) return [];
      const text = readFileSync(file, 'utf8');
      return secrets.filter((secret) => new RegExp(`process\\.env(\\.${secret}\\b|\\[['"]${secret}['"]\\])|\\b${secret}\\.value\\(`).test(text)).map((secret) => `${relative} reads ${secret} directly (read it through config.ts)`);
    }),
  ],
);

const rewrites = firebaseJson.hosting.rewrites.filter((rewrite) => rewrite.function);
check(
  'every Hosting rewrite reaches an exported function in its region',
  rewrites.map((rewrite) => {
    const endpoint = manifest.endpoints[rewrite.function.functionId];
    if (!endpoint) return `${rewrite.source} → ${rewrite.function.functionId}: no such function`;
    return endpoint.region.includes(rewrite.function.region) ? null : `${rewrite.source}: ${rewrite.function.functionId} is not in ${rewrite.function.region}`;
  }),
);

const functionsPackage = JSON.parse(read('functions/package.json'));
check('the functions runtime is Node 22 in firebase.json and functions/package.json', [
  firebaseJson.functions[0].runtime !== 'nodejs22' && `firebase.json runtime ${firebaseJson.functions[0].runtime}`,
  functionsPackage.engines?.node !== '22' && `functions/package.json engines.node ${functionsPackage.engines?.node}`,
]);

const { parseIndexDefinitions } = await import(path.join(root, 'functions/lib/store/indexes.js'));
check('firestore.indexes.json is well formed (the query shapes are checked against it by the tests)', [
  (() => {
    try {
      parseIndexDefinitions(JSON.parse(read('firestore.indexes.json')));
      return null;
    } catch (error) {
      return error.message;
    }
  })(),
]);

/**
 * The rules compiler lives in the Firestore/Storage emulator JARs and the Rules API, neither reachable
 * here; so the rules are held to this project's policy instead: version 2, balanced blocks, and no
 * client access at all (every `allow` is `if false`), since every read and write goes through the API.
 */
function rulesProblems(file, service) {
  const text = read(file).replace(/\/\/.*$/gm, '');
  const opens = (text.match(/{/g) ?? []).length;
  const closes = (text.match(/}/g) ?? []).length;
  const allows = [...text.matchAll(/allow\s+([a-z, ]+):\s*if\s+([^;]+);/g)];
  return [
    !/^\s*rules_version\s*=\s*'2'\s*;/m.test(text) && `${file}: rules_version = '2' missing`,
    !text.includes(`service ${service}`) && `${file}: no 'service ${service}' block`,
    opens !== closes && `${file}: ${opens} '{' for ${closes} '}'`,
    allows.length === 0 && `${file}: no allow statement`,
    ...allows.filter((allow) => allow[2].trim() !== 'false').map((allow) => `${file}: 'allow ${allow[1]}: if ${allow[2]}' grants clients access`),
    (text.match(/\ballow\b/g) ?? []).length !== allows.length && `${file}: an allow statement is not of the form 'allow …: if …;'`,
  ];
}
check('firestore.rules and storage.rules deny every client read and write', [
  ...rulesProblems('firestore.rules', 'cloud.firestore'),
  ...rulesProblems('storage.rules', 'firebase.storage'),
]);

/** Cloud Build installs functions/ alone from its own lockfile: it must hold the versions the tests ran. */
function lockProblems() {
  if (!existsSync(path.join(root, 'functions/package-lock.json'))) return ['functions/package-lock.json is missing'];
  const functionsLock = JSON.parse(read('functions/package-lock.json'));
  const rootLock = JSON.parse(read('package-lock.json'));
  const declared = { ...functionsPackage.dependencies, ...functionsPackage.devDependencies };
  const locked = { ...functionsLock.packages[''].dependencies, ...functionsLock.packages[''].devDependencies };
  return Object.entries(declared).flatMap(([name, range]) => {
    if (locked[name] !== range) return [`${name}: functions/package.json asks ${range}, functions/package-lock.json was made for ${locked[name] ?? 'nothing'}`];
    const deployed = functionsLock.packages[`node_modules/${name}`]?.version;
    const tested = (rootLock.packages[`functions/node_modules/${name}`] ?? rootLock.packages[`node_modules/${name}`])?.version;
    return deployed === tested ? [] : [`${name}: deployed ${deployed}, tested ${tested} (regenerate functions/package-lock.json, see docs/deploy.md)`];
  });
}
check('functions/package-lock.json matches functions/package.json and the tested versions', lockProblems());

const headers = firebaseJson.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
check(
  'every page is served with the security headers',
  ['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy'].map(
    (key) => !headers.some((header) => header.key === key) && `firebase.json: no ${key} for "**"`,
  ),
);

const { hostingHeaderProblems } = await import('./hosting-headers.mjs');
check('pages are served no-cache and /assets/** immutable (on the Hosting emulator, scripts/hosting-headers.mjs)', await hostingHeaderProblems());

if (failures.length > 0) {
  console.error(`\npreflight: ${failures.length} problem(s); Firebase would refuse or misbehave (see above)`);
  process.exit(1);
}
console.log(`\npreflight: ${endpoints.length} functions, ${params.length} params (${secrets.length} secrets): all checks passed`);
