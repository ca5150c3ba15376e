import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** The five sections of the user area, as the bottom bar names them, and where each goes. */
const SECTIONS = [
  { name: 'Início', path: '/app/categorias' },
  { name: 'Favoritos', path: '/app/favoritos' },
  { name: 'Interações', path: '/app/interacoes' },
  { name: 'Fórmulas', path: '/app/formulas' },
  { name: 'Perfil', path: '/app/perfil' },
];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test('on a 360 px phone the header is one short row, every section is in the bottom bar and the search opens from a button', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/app/suplementos/topicos/magnesio');
  await expect(page.getByRole('heading', { level: 1, name: 'Magnésio' })).toBeVisible();
  const header = page.locator('header').first();

  // After scrolling, the sticky header is one row of at most 64 px at the top of the screen.
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const headerBox = await box(header);
  expect(headerBox.y).toBe(0);
  expect(headerBox.height).toBeLessThanOrEqual(64);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Every section visible at once in the bottom bar, each a target of at least 44 px, the current one marked.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav).toBeVisible();
  const navBox = await box(nav);
  expect(navBox.y + navBox.height).toBeLessThanOrEqual(740);
  for (const section of SECTIONS) {
    const link = nav.getByRole('link', { name: section.name, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
    const linkBox = await box(link);
    expect(linkBox.height, section.name).toBeGreaterThanOrEqual(44);
    expect(linkBox.width, section.name).toBeGreaterThanOrEqual(44);
    expect(linkBox.x + linkBox.width, section.name).toBeLessThanOrEqual(360);
  }
  await page.screenshot({ path: '.e2e/results/phone/header-and-bar-360.png' });
  for (const section of SECTIONS) {
    await nav.getByRole('link', { name: section.name, exact: true }).tap();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(section.path));
    await expect(nav.getByRole('link', { name: section.name, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  // The end of the page is not under the bar: scrolled to the bottom, the last content ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastContent = await page.evaluate(() => {
    const grid = document.getElementById('main')!.parentElement!;
    return Math.max(...[...grid.children].map((child) => child.getBoundingClientRect().bottom));
  });
  expect(lastContent).toBeLessThanOrEqual((await box(nav)).y);

  // The greeting and 'Sair' are in the account menu.
  await page.getByRole('button', { name: 'Menu da conta' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu da conta' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The search button opens the search with the focus in its field, and it finds.
  const open = page.getByRole('button', { name: 'Abrir a busca' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.tap();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByRole('combobox', { name: 'Buscar no catálogo' });
  await expect(field).toBeFocused();
  await expectNoSeriousA11yViolations(page, { include: 'header' });
  await field.fill('magnésio');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/busca\//);
  await expect(page.getByRole('heading', { name: 'Suplementos', exact: true })).toBeVisible();
  // The row closes with the page it opened; the header is one row again.
  await expect(field).toBeHidden();
  expect((await box(header)).height).toBeLessThanOrEqual(64);
  await expectNoSeriousA11yViolations(page);
});

test('on a 360 px phone the formula builder keeps a compact totals bar in view above the bottom bar: an amount changed updates it, and it opens the full totals', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'premium');
  await page.goto('/app/formulas/nova');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova fórmula' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Resumo dos totais' });
  await expect(bar).toContainText('Ainda sem totais.');
  await page.getByLabel('Grupo populacional do paciente').selectOption({ label: 'Gestantes' });

  // A component added by keyboard: the focus goes to its amount.
  const picker = page.getByRole('combobox', { name: 'Adicionar forma química' });
  await picker.focus();
  await picker.pressSequentially('bisglicinato', { delay: 30 });
  const option = page.getByRole('listbox', { name: 'Sugestões para adicionar' }).getByRole('option', { name: /^Magnésio quelato \(bisglicinato\)/ });
  await expect(option).toBeVisible();
  for (let step = 0; step < 10 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) await picker.press('ArrowDown');
  await picker.press('Enter');
  const amount = page.getByRole('group', { name: /^Magnésio quelato \(bisglicinato\)/ }).getByLabel('Quantidade por unidade');
  await expect(amount).toBeFocused();
  await page.keyboard.type('100');

  // Each nutrient's daily total and its worst mark, in words.
  const magnesium = bar.getByRole('listitem').filter({ hasText: 'Magnésio' });
  await expect(magnesium).toContainText('Abaixo da RDA', { timeout: 15_000 });
  const before = await magnesium.textContent();
  expect(before).toMatch(/^Magnésio \d+(,\d+)? mg\/dia/);

  // The amount changed: the bar follows, past the UL now.
  await amount.fill('3.000');
  await expect(magnesium).toContainText('Acima do UL', { timeout: 15_000 });
  await expect(bar).toHaveAttribute('aria-busy', 'false');
  expect(await magnesium.textContent()).not.toBe(before);

  // The bar is in the viewport, above the bottom bar, and not over the field being edited.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  const barBox = await box(bar);
  expect(barBox.y).toBeGreaterThanOrEqual(0);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual((await box(nav)).y + 0.5);
  await expect(amount).toBeFocused();
  const amountBox = await box(amount);
  expect(amountBox.y).toBeGreaterThanOrEqual(64);
  expect(amountBox.y + amountBox.height).toBeLessThanOrEqual(barBox.y);
  await page.screenshot({ path: '.e2e/results/phone/builder-totals-bar-360.png' });

  // It opens to the full totals (a ≥ 44 px button with aria-expanded), and Escape closes it again.
  const toggle = bar.getByRole('button', { name: 'Detalhes', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect((await box(toggle)).height).toBeGreaterThanOrEqual(44);
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const card = bar.getByRole('article', { name: 'Magnésio', exact: true });
  await expect(card).toContainText('mg de magnésio elementar por dia');
  await expect(card.getByText('Acima do UL', { exact: true })).toBeVisible();
  await expect(bar).toBeInViewport();
  await expectNoSeriousA11yViolations(page, { include: '#main' });
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(card).toHaveCount(0);

  // A tablet (one column, no bottom bar): the bar stays in view at the bottom of the screen.
  await page.setViewportSize({ width: 800, height: 1000 });
  await expect(bar).toBeInViewport();
  const tabletBar = await box(bar);
  expect(tabletBar.y + tabletBar.height).toBeLessThanOrEqual(1000.5);
  await expect(magnesium).toContainText('Acima do UL');
  // A wide screen: the full results sit beside the form, so no bar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
  await expect(page.getByRole('region', { name: 'Totais diários' }).getByRole('article', { name: 'Magnésio', exact: true })).toBeInViewport();
});

test("on a 360 px phone the monograph's doses table is stacked by group: RDA, UL and ANVISA's maximum are on screen without a sideways swipe", async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/app/suplementos/topicos/magnesio');
  const section = page.getByRole('region', { name: 'Doses por população' });
  const table = section.getByRole('table', { name: /^Magnésio: doses por população/ });
  await expect(table).toBeVisible({ timeout: 20_000 });
  const scroller = section.getByRole('region', { name: /^Doses de Magnésio por população/ });
  // Nothing scrolls sideways: neither the page nor the table's box.
  expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The group's values, each under its column's name, all within the screen's width.
  const pregnancy = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Gestantes', exact: true }) });
  await pregnancy.scrollIntoViewIfNeeded();
  const cells = pregnancy.getByRole('cell');
  await expect(cells).toHaveCount(4);
  const labels = await cells.evaluateAll((elements) => elements.map((element) => getComputedStyle(element, '::before').content));
  expect(labels).toEqual(['"RDA/AI"', '"UL"', '"Máximo ANVISA"', '"Dose usual"']);
  for (const [index, name] of ['RDA/AI', 'UL', 'Máximo ANVISA'].entries()) {
    const cell = cells.nth(index);
    await expect(cell, name).toBeInViewport({ ratio: 1 });
    const cellBox = await box(cell);
    expect(cellBox.x, name).toBeGreaterThanOrEqual(0);
    expect(cellBox.x + cellBox.width, name).toBeLessThanOrEqual(360);
  }
  await expect(cells.nth(1)).toHaveText(/^350 mg\d+$/);
  await page.screenshot({ path: '.e2e/results/phone/doses-stacked-360.png' });
  await expectNoSeriousA11yViolations(page, { include: '.supplement-doses' });
});
