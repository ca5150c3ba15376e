// `npm run lighthouse`: Lighthouse (mobile, its default throttling) on the pages a person opens
// first and the clinician's tools (the formula builder, the interaction checker with three items), against the app as `npm start` serves it (production build, Hosting emulator), in Debian's
// Chromium. `/` is audited signed out; the catalogue pages as the premium demo account, signed in
// through the real login form in the same browser profile Lighthouse then uses, once the service
// worker that the sign-in installs is ready.
// Each page is audited LIGHTHOUSE_RUNS times (3 unless set): on a shared 2-core machine one run's total
// blocking time moves by a factor of two, so the table gives each figure's median and the TBT range.
// Writes .lighthouse/summary.json (every run, and the medians) and the median run's report of each page
// as .html and .json, and prints a table (figures go to docs/performance.md).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';
import { HOSTING_URL, startAppOnFreshData } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.lighthouse');
const dataDir = path.join(outDir, 'data');
const DEBUG_PORT = 9333;
/** The checker as a clinician leaves it: Magnésio, Ferro and varfarina (ids from the API, as its typeahead finds them). */
async function checkerPath() {
  const first = async (search, kind) => {
    const response = await fetch(`${HOSTING_URL}/api/v1/interactions/options?kinds=${kind}&search=${encodeURIComponent(search)}`);
    const { items } = await response.json();
    if (!items?.[0]) throw new Error(`the checker's options found no ${kind} '${search}'`);
    return items[0].id;
  };
  return `/app/interacoes?itens=s${await first('magnesio', 'supplement')}-s${await first('ferro', 'supplement')}-m${await first('varfarina', 'drug')}`;
}

const PAGES = [
  { name: 'login', path: '/', signedIn: false },
  { name: 'categories', path: '/app/categorias', signedIn: true },
  { name: 'topic', path: '/app/suplementos/topicos/magnesio', signedIn: true },
  { name: 'builder', path: '/app/formulas/nova', signedIn: true },
  { name: 'checker', path: checkerPath, signedIn: true },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number from 1: ${process.env.LIGHTHOUSE_RUNS}`);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });


/** Signs the premium demo account in through the login form, as a person would. */
async function signIn(context) {
  const premium = DEMO_ACCOUNTS.find((account) => account.Role === 'premium');
  const page = await context.newPage();
  await page.goto(`${HOSTING_URL}/`);
  await page.getByLabel('CPF').fill(premium.CPF);
  await page.getByLabel('Senha', { exact: true }).fill(premium.Password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app/categorias'), { timeout: 30_000 });
  // A reader who has signed in has the app installed (the service worker registers once someone is
  // signed in, and precaches the app): the signed-in pages are audited as that returning reader's,
  // not while the worker installs in the background of the audit.
  const installed = await page.evaluate(() =>
    Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 60_000))]),
  );
  if (!installed) console.warn('The service worker was not ready 60 s after the sign-in: the audits include its install.');
  await page.close();
}

/** One Lighthouse run (a fresh tab of the shared browser) and the figures kept from it. */
async function audit(page) {
  const result = await lighthouse(`${HOSTING_URL}${page.path}`, {
    port: DEBUG_PORT,
    output: 'html',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: page.signedIn,
  });
  const { lhr, report } = result;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const failed = (id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id);
  const figures = {
    page: page.path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing: Object.fromEntries(CATEGORIES.slice(1).map((id) => [id, failed(id)])),
  };
  return { figures, lhr, report };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** A page's runs as one row: each figure's median, the TBT range, and the run whose TBT is the median (its report is kept). */
function summarise(page, runs) {
  const figures = runs.map((run) => run.figures);
  const pick = (key) => median(figures.map((f) => f[key]));
  const tbts = figures.map((f) => f.tbtMs);
  const medianRun = runs.find((run) => run.figures.tbtMs === median(tbts));
  writeFileSync(path.join(outDir, `${page.name}.html`), medianRun.report);
  writeFileSync(path.join(outDir, `${page.name}.json`), JSON.stringify(medianRun.lhr));
  return {
    page: page.path,
    runs: figures.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
    cls: pick('cls'),
    failing: medianRun.figures.failing,
    each: figures.map(({ failing: _failing, page: _page, ...rest }) => rest),
  };
}

let code = 1;
let context;
let stopApp = () => {};
try {
  ({ stop: stopApp } = await startAppOnFreshData(root, dataDir, { quiet: true }));
  // A persistent profile: the tabs Lighthouse opens share its storage, so the sign-in holds.
  context = await chromium.launchPersistentContext(path.join(outDir, 'profile'), {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${DEBUG_PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const results = [];
  let signedIn = false;
  for (const page of PAGES) {
    if (page.signedIn && !signedIn) {
      await signIn(context);
      signedIn = true;
    }
    if (typeof page.path === 'function') page.path = await page.path();
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(page));
    results.push(summarise(page, runs));
  }
  writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Medians of ${RUNS} run${RUNS === 1 ? '' : 's'} per page (TBT: median and range; each run in summary.json)`);
  console.log('| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const [low, high] = r.tbtRangeMs;
    const tbt = low === high ? `${r.tbtMs}` : `${r.tbtMs} (${low}–${high})`;
    console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${tbt} | ${r.cls} |`);
  }
  for (const r of results) {
    const failing = Object.entries(r.failing).filter(([, ids]) => ids.length > 0);
    if (failing.length > 0) console.log(`${r.page}: ${failing.map(([id, ids]) => `${id}: ${ids.join(', ')}`).join('; ')}`);
  }
  console.log(`Reports: ${path.relative(root, outDir)}/*.html`);
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await context?.close();
  stopApp();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  process.exit(code);
}
