// `npm run lighthouse`: Lighthouse (mobile, its default throttling) on the pages a person opens
// first, against the app as `npm start` serves it (production build, Hosting emulator), in Debian's
// Chromium. `/` is audited signed out; the catalogue pages as the premium demo account, signed in
// through the real login form in the same browser profile Lighthouse then uses, once the service
// worker that the sign-in installs is ready.
// Writes .lighthouse/summary.json (and each page's report as .html and .json) and prints a table (figures go to docs/performance.md).
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
const PAGES = [
  { name: 'login', path: '/', signedIn: false },
  { name: 'categories', path: '/app/categorias', signedIn: true },
  { name: 'topic', path: '/app/suplementos/topicos/magnesio', signedIn: true },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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
  writeFileSync(path.join(outDir, `${page.name}.html`), report);
  writeFileSync(path.join(outDir, `${page.name}.json`), JSON.stringify(lhr));
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const failed = (id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
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
    results.push(await audit(page));
  }
  writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`);
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
