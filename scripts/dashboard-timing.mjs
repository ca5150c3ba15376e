// `npm run bench:dashboard`: how long an administrator waits from clicking 'Entrar' to the dashboard's
// first screen (the 'Categorias' heading and the category cards), against the app as `npm start`
// serves it (production build, Hosting emulator) on fresh data, in Debian's Chromium. Each run is a
// first visit (a fresh browser context: nothing cached) that fills the login form as a person would.
// Prints each run, the median, and the JavaScript fetched after the click (how many files, and in
// how many rounds: a file requested only after another one arrived is a waterfall step).
// Set DASHBOARD_TIMING_URL to measure an app that is already running instead; RUNS (default 5).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';
import { HOSTING_URL, startAppOnFreshData } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const admin = DEMO_ACCOUNTS.find((account) => account.Role === 'admin');

const STEPS = [
  ['login', /\/api\/v1\/login$/],
  ['firebase sign-in', /signInWithCustomToken$/],
  ['user', /\/api\/v1\/user$/],
  ['categories', /\/api\/v1\/categories/],
];

/** One login: milliseconds from the click to the first category card, and the scripts fetched meanwhile. */
async function measure(browser, baseUrl) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByLabel('CPF').fill(admin.CPF);
  await page.getByLabel('Senha', { exact: true }).fill(admin.Password);
  await page.waitForLoadState('networkidle');
  const scripts = [];
  // When the login's steps were asked and answered: the API's login, Firebase's sign-in, the user, the first list.
  const sent = {};
  const steps = {};
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push({ url: request.url(), sent: Date.now(), done: undefined });
    const step = STEPS.find(([, pattern]) => pattern.test(pathname))?.[0];
    if (step && sent[step] === undefined) sent[step] = Date.now();
  });
  page.on('requestfinished', (request) => {
    const entry = scripts.find((script) => script.url === request.url() && script.done === undefined);
    if (entry) entry.done = Date.now();
    const { pathname } = new URL(request.url());
    const step = STEPS.find(([, pattern]) => pattern.test(pathname))?.[0];
    if (step && steps[step] === undefined) steps[step] = Date.now();
  });
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Categorias' }).waitFor({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Minerais', exact: true }).first().waitFor({ timeout: 30_000 });
  const ms = Date.now() - clicked;
  const since = (at) => (at === undefined ? undefined : at - clicked);
  const breakdown = Object.fromEntries(STEPS.map(([step]) => [step, [since(sent[step]), since(steps[step])]]));
  const pathname = new URL(page.url()).pathname;
  await context.close();
  // Rounds: a script sent after an earlier one finished waited for it (or for what that one ran).
  let rounds = 0;
  let roundEnd = -Infinity;
  for (const script of scripts.sort((a, b) => a.sent - b.sent)) {
    if (script.sent >= roundEnd) {
      rounds += 1;
      roundEnd = Infinity;
    }
    roundEnd = Math.min(roundEnd, script.done ?? Infinity);
  }
  const lastScript = Math.max(...scripts.map((script) => script.done ?? script.sent)) - clicked;
  return { ms, pathname, files: scripts.length, rounds, lastScript, breakdown };
}

let code = 1;
let stopApp = () => {};
let browser;
try {
  let baseUrl = process.env.DASHBOARD_TIMING_URL;
  if (!baseUrl) {
    ({ stop: stopApp } = await startAppOnFreshData(root, path.join(root, '.bench', 'dashboard-data'), { quiet: true }));
    baseUrl = HOSTING_URL;
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run'],
  });
  // A first login warms the API (the functions emulator loads its code on the first request).
  await measure(browser, baseUrl);
  const results = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await measure(browser, baseUrl));
  for (const [index, r] of results.entries()) {
    const steps = Object.entries(r.breakdown).map(([step, [asked, answered]]) => `${step} ${asked ?? '–'}→${answered ?? '–'}`).join(', ');
    console.log(`run ${index + 1}: ${r.ms} ms to ${r.pathname} (${r.files} JS files after the click in ${r.rounds} rounds, the last at ${r.lastScript} ms; asked→answered at ms: ${steps})`);
  }
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`Click on 'Entrar' to the dashboard's category cards: median ${sorted[Math.floor(sorted.length / 2)]} ms (min ${sorted[0]}, max ${sorted.at(-1)}) over ${RUNS} runs`);
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await browser?.close();
  stopApp();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  process.exit(code);
}
