import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { loginAs } from './support/login';

/** Seed facts: free supplements of Minerais and Vitaminas. */
const OPENED = [
  { slug: 'magnesio', name: 'Magnésio' },
  { slug: 'zinco', name: 'Zinco' },
  { slug: 'vitamina-d3', name: 'Vitamina D3' },
];

test('the home page lists the supplements the user opened last, newest first, and the topic page favourites', async ({ page, request }) => {
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vistos recentemente' })).toHaveCount(0);

  for (const supplement of OPENED) {
    await page.goto(`/app/suplementos/topicos/${supplement.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: supplement.name })).toBeVisible();
    await expect(page.getByRole('button', { name: `Favoritar ${supplement.name}` })).toBeVisible();
  }
  await page.getByRole('button', { name: `Favoritar ${OPENED[2]!.name}` }).click();
  await expect(page.getByRole('button', { name: `Remover ${OPENED[2]!.name} dos favoritos` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/app/categorias');
  const recent = page.getByRole('list', { name: 'Vistos recentemente' }).getByRole('listitem');
  await expect(recent).toHaveCount(3);
  for (const [index, supplement] of [...OPENED].reverse().entries()) {
    await expect(recent.nth(index).getByRole('link', { name: new RegExp(`^${supplement.name}`) })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.goto('/app/favoritos');
  await expect(page.getByRole('link', { name: new RegExp(`^${OPENED[2]!.name}`) })).toBeVisible();
});

test('printing turns the supplement into a clean monograph with its references written out; sharing copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // No share sheet in this browser: the link is copied instead.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await loginAs(page, 'user');
  await page.goto('/app/suplementos/topicos/magnesio');
  await expect(page.getByRole('heading', { level: 1, name: 'Magnésio' })).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(2);

  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  // The address of the topic on screen (the first one here), not only the supplement's.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${page.url().replace(/[.?]/g, '\\$&')}\\?topico=\\d+$`));

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir', exact: true })).toBeHidden();
  await expect(page.locator('#main button:visible')).toHaveCount(0);
  const banners = page.locator('aside');
  await expect(banners).toHaveCount(2);
  for (const banner of await banners.all()) await expect(banner).toBeHidden();
  await expect(page.getByText(/^Impresso em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // Every topic of the supplement, one after the other.
  for (const topic of ['Descrição', 'Formas Químicas', 'Posologia', 'Referências']) {
    await expect(page.locator('.print-monograph').getByText(topic, { exact: true }).first()).toBeVisible();
  }
  const doi = page.locator('.print-monograph').getByRole('link', { name: 'DOI: 10.1152/physrev.00012.2014' }).first();
  await expect(doi).toBeVisible();
  const written = await doi.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(written).toContain('https://doi.org/10.1152/physrev.00012.2014');
  await page.screenshot({ path: '.e2e/results/monograph/printed-monograph.png', fullPage: true });

  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.print-monograph')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '.e2e/results/monograph/topic-page-1280.png', fullPage: true });
});

test('on a phone the heart sits beside the name with the actions below, and the narrowest screen keeps its top bar on one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'user');
  await page.goto('/app/suplementos/topicos/magnesio');
  const name = page.getByRole('heading', { level: 1, name: 'Magnésio' });
  await expect(name).toBeVisible();
  const heart = page.getByRole('button', { name: 'Favoritar Magnésio' });
  await expect(heart).toBeVisible();
  const box = async (locator: typeof name) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not laid out');
    return found;
  };
  const [nameBox, heartBox, printBox] = [await box(name), await box(heart), await box(page.getByRole('button', { name: 'Imprimir', exact: true }))];
  // On the name's line, to its right; the actions start below both (before, the heart wrapped onto a line of its own).
  expect(heartBox.y).toBeLessThan(nameBox.y + nameBox.height);
  expect(heartBox.y + heartBox.height).toBeGreaterThan(nameBox.y);
  expect(heartBox.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
  expect(printBox.y).toBeGreaterThanOrEqual(Math.max(nameBox.y + nameBox.height, heartBox.y + heartBox.height));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.e2e/results/monograph/topic-page-390.png' });

  // 320 px (WCAG's reflow width): the bar stays one row; the greeting and 'Sair' are in the account menu, whole.
  await page.setViewportSize({ width: 320, height: 700 });
  expect((await box(page.locator('header').first())).height).toBeLessThanOrEqual(64);
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu da conta' });
  await expect(menu.getByText(/^Olá, /)).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await box(page.locator('header').first())).height).toBeLessThanOrEqual(64);
});

test('a favourite monograph opens with the network cut after one online visit, with an offline notice', async ({ page, context, request }) => {
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  // The service worker installs on the first visit and takes the page over.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

  await page.goto('/app/suplementos/topicos/magnesio');
  await expect(page.getByRole('heading', { level: 1, name: 'Magnésio' })).toBeVisible();
  await page.getByRole('button', { name: 'Favoritar Magnésio' }).click();
  await expect(page.getByRole('button', { name: 'Remover Magnésio dos favoritos' })).toBeVisible();
  await page.goto('/app/favoritos');
  await expect(page.getByRole('link', { name: /^Magnésio/ })).toBeVisible();
  await expect(page.getByText('Você está offline', { exact: false })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Você está offline/)).toBeVisible();
  await page.getByRole('link', { name: /^Magnésio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Magnésio' })).toBeVisible();
  await expect(page.getByText(/Mineral cofator de mais de 300 reações/)).toBeVisible();
  await page.screenshot({ path: '.e2e/results/monograph/offline-monograph.png', fullPage: true });

  await page.goto('/app/categorias');
  await expect(page.getByRole('list', { name: 'Vistos recentemente' }).getByRole('link', { name: /^Magnésio/ })).toBeVisible();

  // Back online, logging out (from the monograph) removes what was saved for reading offline.
  await context.setOffline(false);
  await expect(page.getByText(/^Você está offline/)).toBeHidden({ timeout: 20_000 });
  await page.getByRole('list', { name: 'Vistos recentemente' }).getByRole('link', { name: /^Magnésio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Magnésio' })).toBeVisible();
  expect(await page.evaluate(() => caches.has('nutrindex-api'))).toBe(true);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => caches.has('nutrindex-api'))).toBe(false);
  // Still gone once the page is quiet: the screen left behind asked for its answer again, without a
  // session, and the service worker saved it (seen 1.5 s after logging out from a monograph).
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => caches.has('nutrindex-api'))).toBe(false);
});
