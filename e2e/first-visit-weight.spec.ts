import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Issue 14's budget for a phone: all the JavaScript a first visit to `/` downloads, until the network
 * is idle, is at most 170 KB gzip. Counted like `npm run bench -w web`: gzip -9 of each file's body.
 * Every script the browser fetches counts, whoever fetches it: the entry, its modulepreloads, lazy
 * chunks, a module worker, and the service worker's own script and precache downloads (the context
 * sees the service worker's requests too), since a person's browser downloads them all on that visit.
 */
const BUDGET_KB = 170;

/** Work started after the first paint: Firebase Auth (animation frame + timeout), the service worker (on load). */
const SETTLE_MS = 3_000;

test('a first visit to / downloads at most 170 KB gzip of JavaScript until the network is idle', async ({ browser, request }) => {
  const context = await browser.newContext();
  const scripts = new Set<string>();
  context.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs') || sent.resourceType() === 'script') scripts.add(url.pathname);
  });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  await context.close();

  const sizes: { path: string; kb: number }[] = [];
  for (const path of scripts) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    sizes.push({ path, kb: gzipSync(await response.body(), { level: 9 }).length / 1024 });
  }
  sizes.sort((a, b) => b.kb - a.kb);
  const totalKb = sizes.reduce((sum, { kb }) => sum + kb, 0);
  const list = sizes.map(({ path, kb }) => `  ${kb.toFixed(1).padStart(6)} KB  ${path}`).join('\n');
  console.log(`First visit to /: ${sizes.length} JavaScript files, ${totalKb.toFixed(1)} KB gzip -9\n${list}`);
  expect(totalKb, `JavaScript of a first visit to / (budget ${BUDGET_KB} KB gzip):\n${list}`).toBeLessThanOrEqual(BUDGET_KB);
});
