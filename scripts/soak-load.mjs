// The soak's load (issue 29), run by `npm run soak` on an app of its own and by `npm run test:e2e`
// (with SOAK_MINUTES) on the journeys' app once they are done: a mix of readers browsing and
// searching, an admin saving, registrations and Stripe webhooks against the running app (Hosting →
// Functions emulator → the embedded store), while a Functions worker process is killed every
// `killEverySeconds`. Every accepted write goes in a ledger; once the caller has stopped the app, each
// must be in the store exactly once. Reports requests, errors (a retry that succeeds is not one),
// p50/p95 and each process's memory at start and end. One soak per process (its tallies are the
// module's).
import { createHmac, randomInt } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTING_URL } from './lib.mjs';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEBHOOK_SECRET = 'whsec_local_nutrindex';
const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key';

const latencies = [];
const tally = { requests: 0, retried: 0, errors: 0, kills: 0 };
const errorSamples = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A random valid CPF (mod-11 check digits, as the API checks), formatted. */
function validCpf() {
  const check = (digits) => {
    const rest = (digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const base = Array.from({ length: 9 }, () => randomInt(10));
  if (base.every((digit) => digit === base[0])) base[0] = (base[0] + 1) % 10;
  const digits = [...base, check(base)];
  digits.push(check(digits));
  const text = digits.join('');
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`;
}

/**
 * One API call as a client would make it: a network error or a 5xx (a killed worker) is retried up
 * to three times. Answers the last response and whether an earlier attempt may have reached the store.
 */
async function call(method, route, { token, json, form, headers = {} } = {}) {
  let ambiguous = false;
  for (let attempt = 0; attempt < 4; attempt++) {
    const started = performance.now();
    tally.requests += 1;
    try {
      const body = json !== undefined ? JSON.stringify(json) : form !== undefined ? new URLSearchParams(form) : undefined;
      const response = await fetch(`${HOSTING_URL}/api/v1/${route}`, {
        method,
        headers: { ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      latencies.push(performance.now() - started);
      if (response.status < 500) {
        if (attempt > 0) tally.retried += 1;
        return { status: response.status, body: text ? JSON.parse(text) : null, ambiguous };
      }
      ambiguous = method !== 'GET';
    } catch {
      latencies.push(performance.now() - started);
      ambiguous = method !== 'GET';
    }
    await sleep(500 * (attempt + 1));
  }
  tally.errors += 1;
  if (errorSamples.length < 10) errorSamples.push(`${method} ${route}`);
  return { status: 0, body: null, ambiguous };
}

async function signIn(account) {
  const login = await call('POST', 'login', { json: { document: account.CPF, password: account.Password } });
  if (login.status !== 200) throw new Error(`login of ${account['E-mail']} answered ${login.status}`);
  const response = await fetch(AUTH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: login.body.token, returnSecureToken: true }) });
  return (await response.json()).idToken;
}

/** What each of the app's processes is, by its command line (null: not one of the app's). */
function processRole(args) {
  if (args.includes('functionsEmulatorRuntime')) return 'functions worker';
  if (/^(sh|npm) /.test(args) || args.includes('soak.mjs') || args.startsWith('ps ')) return null;
  if (args.includes('emulators:start')) return 'firebase emulators';
  if (args.includes('stripe-server')) return 'local Stripe server';
  if (args.includes('translation-server')) return 'local translator';
  if (args.includes('scripts/start.mjs')) return 'npm start';
  return null;
}

/** Memory of the app's processes (resident set, from ps): the emulators, their workers and the local servers. */
function appProcesses() {
  const lines = execFileSync('ps', ['-eo', 'pid=,rss=,args='], { encoding: 'utf8' }).split('\n');
  return lines
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map((match) => ({ pid: Number(match[1]), rssMb: Number(match[2]) / 1024, what: processRole(match[3]) }))
    .filter((entry) => entry.what !== null);
}

function killOneWorker() {
  const workers = appProcesses().filter((process_) => process_.what === 'functions worker');
  if (workers.length === 0) return;
  const victim = workers[randomInt(workers.length)];
  try {
    process.kill(victim.pid, 'SIGKILL');
    tally.kills += 1;
  } catch {
    // it ended by itself
  }
}

const ledger = { registrations: [], saves: [], maybeRegistrations: [] };

async function reader(token, until) {
  const slugs = ['magnesio', 'zinco', 'vitamina-d3', 'ferro', 'coenzima-q10'];
  const terms = ['magnesio', 'vit d', 'zinco', 'omega', 'ferro'];
  while (Date.now() < until) {
    await call('GET', 'categories', { token });
    await call('GET', `supplement-topics/supplement/slug/${slugs[randomInt(slugs.length)]}`, { token });
    await call('GET', `search?search=${encodeURIComponent(terms[randomInt(terms.length)])}`, { token });
    await sleep(300);
  }
}

async function adminSaving(token, until) {
  const listing = await call('GET', 'supplement-topics/supplement/slug/magnesio', { token });
  const topics = listing.body?.items ?? listing.body?.topics ?? listing.body?.data ?? [];
  let topic = topics[0];
  if (!topic) throw new Error(`no topic to save: ${JSON.stringify(listing.body).slice(0, 200)}`);
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const content = `<p>Revisão de carga ${n}</p>`;
    const form = { name: topic.name, order: String(topic.order), is_paid: String(topic.is_paid), content, tags: topic.tags ?? '', supplement_id: String(topic.supplement_id), revision: String(topic.revision) };
    const saved = await call('POST', `supplement-topics/${topic.id}`, { token, form });
    if (saved.status === 200) ledger.saves.push({ id: topic.id, revision: topic.revision + 1, content });
    else if (saved.status === 409 && saved.ambiguous) ledger.saves.push({ id: topic.id, revision: topic.revision + 1, content, ambiguous: true });
    const fresh = await call('GET', 'supplement-topics/supplement/slug/magnesio', { token });
    topic = (fresh.body?.items ?? fresh.body?.topics ?? fresh.body?.data ?? []).find((candidate) => candidate.id === topic.id) ?? topic;
    await sleep(2000);
  }
}

async function registering(until) {
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const document = validCpf();
    const body = { name: `Carga ${n}`, email: `carga-${Date.now()}-${n}@nutrindex.test`, document, phone: '(11) 91234-5678', education_id: 1, password: 'segredo1', conf_password: 'segredo1', accepted_terms: 1 };
    const answer = await call('POST', 'register', { json: body });
    if (answer.status === 200) ledger.registrations.push(document.replace(/\D/g, ''));
    else if (answer.ambiguous) ledger.maybeRegistrations.push(document.replace(/\D/g, ''));
    await sleep(3000);
  }
}

async function webhooks(until) {
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const payload = JSON.stringify({ id: `evt_soak_${Date.now()}_${n}`, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), type: 'invoice.paid', livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: { id: `in_soak_${n}`, object: 'invoice', subscription: `sub_soak_${n}` } } });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex')}`;
    await fetch(`${HOSTING_URL}/api/v1/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload })
      .then((response) => response.text())
      .catch(() => undefined);
    tally.requests += 1;
    await sleep(5000);
  }
}

/** Opens the stopped app's store and checks the ledger: each accepted write there exactly once. */
function checkLedger(dataDir) {
  const require = createRequire(path.join(root, 'functions', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'nutrindex.sqlite'), { readonly: true });
  const count = (sql, ...params) => db.prepare(sql).get(...params).n;
  const problems = [];
  for (const cpf of ledger.registrations) {
    const users = count("SELECT COUNT(*) AS n FROM documents WHERE collection = 'users' AND json_extract(data, '$.document') = ?", cpf);
    if (users !== 1) problems.push(`registration ${cpf.slice(0, 3)}…: ${users} profiles`);
  }
  for (const cpf of ledger.maybeRegistrations) {
    const users = count("SELECT COUNT(*) AS n FROM documents WHERE collection = 'users' AND json_extract(data, '$.document') = ?", cpf);
    if (users > 1) problems.push(`retried registration ${cpf.slice(0, 3)}…: ${users} profiles`);
  }
  // Versions beyond an item's newest 50 are pruned (history/prune-job.ts): older saves must not be
  // there twice; the newest 40 must be there once each.
  ledger.saves.forEach((save, index) => {
    const versions = count("SELECT COUNT(*) AS n FROM documents WHERE collection = 'content_versions' AND json_extract(data, '$.type') = 'topic' AND json_extract(data, '$.item_id') = ? AND json_extract(data, '$.action') = 'update' AND json_extract(data, '$.snapshot.revision') = ?", save.id, save.revision);
    const recent = index >= ledger.saves.length - 40;
    if (versions > 1 || (recent && versions !== 1 && !save.ambiguous)) problems.push(`save of topic ${save.id} revision ${save.revision}: ${versions} versions`);
  });
  const last = ledger.saves.at(-1);
  if (last) {
    const stored = JSON.parse(db.prepare("SELECT data FROM documents WHERE collection = 'supplement_topics' AND id = ?").get(String(last.id)).data);
    // Each accepted save raised the revision exactly once, and the last one is what is stored.
    if (stored.revision !== last.revision || stored.content !== last.content) problems.push(`topic ${last.id}: stored revision ${stored.revision}, the last accepted save was ${last.revision}`);
  }
  db.close();
  return problems;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs `minutes` of load against the running app, killing a Functions worker every `killEverySeconds`,
 * then `stopApp()` and checks the ledger in the store under `dataDir`. Answers whether the soak passed
 * (no call failed after its retries, no accepted write lost or stored twice), having printed its report.
 */
export async function soak({ minutes, killEverySeconds, dataDir, stopApp }) {
  const memoryAtStart = appProcesses();
  const [adminToken, readerToken] = [await signIn(DEMO_ACCOUNTS[0]), await signIn(DEMO_ACCOUNTS[2])];
  const until = Date.now() + minutes * 60_000;
  console.log(`› ${minutes} min of load, a Functions worker killed every ${killEverySeconds} s`);
  const killer = setInterval(killOneWorker, killEverySeconds * 1000);
  await Promise.all([reader(readerToken, until), reader(undefined, until), reader(readerToken, until), adminSaving(adminToken, until), registering(until), webhooks(until)]);
  clearInterval(killer);
  const memoryAtEnd = appProcesses();
  await stopApp();
  await sleep(3000);
  const problems = checkLedger(dataDir);

  const sorted = [...latencies].sort((a, b) => a - b);
  const report = {
    minutes,
    requests: tally.requests,
    errors: tally.errors,
    retried_and_succeeded: tally.retried,
    workers_killed: tally.kills,
    p50_ms: Math.round(percentile(sorted, 50)),
    p95_ms: Math.round(percentile(sorted, 95)),
    accepted_writes: { registrations: ledger.registrations.length, topic_saves: ledger.saves.length },
    lost_or_duplicated: problems.length,
    memory_mb_start: memoryAtStart.map((p) => `${p.what} ${p.rssMb.toFixed(0)}`),
    memory_mb_end: memoryAtEnd.map((p) => `${p.what} ${p.rssMb.toFixed(0)}`),
  };
  console.log(JSON.stringify(report, null, 2));
  if (errorSamples.length > 0) console.log('failed calls (after retries):', errorSamples);
  for (const problem of problems) console.error(`✗ ${problem}`);
  return problems.length === 0 && report.errors === 0;
}
