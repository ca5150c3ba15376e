import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { layoutShiftOf, recordLayoutShift } from './support/layout-shift';
import { loginAs } from './support/login';

/** Seed facts (functions/src/local/seed): in Minerais every third supplement is paid (Selênio, Cromo, …). */
const FREE_SUPPLEMENT = 'Magnésio';
const PAID_SUPPLEMENT = 'Selênio';
const FAVOURITE_SUPPLEMENT = 'Iodo';
/** Every seeded topic opens with this line, so its absence proves no topic content was shown. */
const TOPIC_OPENING = 'Conteúdo de demonstração';

async function openMinerais(page: Page) {
  await page.getByRole('link', { name: /^Minerais/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/categorias/minerais/suplementos');
  await expect(page.getByRole('heading', { level: 1, name: 'Suplementos de Minerais' })).toBeVisible();
}

test('a free user goes from the home page to a supplement and reads its topics', async ({ page }) => {
  await loginAs(page, 'user');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categorias do catálogo' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Atualizados recentemente' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Atualizados recentemente' }).getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await openMinerais(page);
  await expect(page.getByRole('link', { name: new RegExp(`^${PAID_SUPPLEMENT}.*Premium`) })).toHaveAttribute('href', '/app/suplementos/topicos/selenio');
  await expect(page.getByRole('button', { name: `Favoritar ${PAID_SUPPLEMENT}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: new RegExp(`^${FREE_SUPPLEMENT}`) }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/suplementos/topicos/magnesio');
  await expect(page.getByRole('heading', { level: 1, name: FREE_SUPPLEMENT })).toBeVisible();
  await expect(page).toHaveTitle(`${FREE_SUPPLEMENT} | Nutrindex`);
  await expect(page.getByRole('link', { name: 'Descrição' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Descrição' })).toBeVisible();
  await expect(page.getByText(/Mineral cofator de mais de 300 reações/)).toBeVisible();

  await page.getByRole('link', { name: 'Formas Químicas' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Formas Químicas' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Tabela/ }).getByRole('columnheader', { name: 'Forma química' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Minerais' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suplementos de Minerais' })).toBeVisible();
});

test('a paid supplement opens the premium modal and its content never appears', async ({ page }) => {
  await loginAs(page, 'user');
  await openMinerais(page);
  await page.getByRole('link', { name: new RegExp(`^${PAID_SUPPLEMENT}.*Premium`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Torne-se assinante premium' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/app/categorias/minerais/suplementos');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The address typed directly: the API refuses the topics, the modal opens; the page sells the
  // monograph with its teaser (name, category, topic names, first paragraph) and nothing more.
  await page.goto('/app/suplementos/topicos/selenio');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: PAID_SUPPLEMENT })).toBeVisible();
  await expect(page.getByText('Categoria: Minerais')).toBeVisible();
  await expect(page.getByText(/^Selênio: Oligoelemento que integra as selenoproteínas/)).toBeVisible();
  const topicNames = page.getByRole('list', { name: 'Tópicos desta monografia' }).getByRole('listitem');
  await expect(topicNames.first()).toHaveText('Descrição');
  await expect(topicNames.filter({ hasText: 'Formas Químicas' })).toHaveCount(1);
  await expect(page.getByText('Conteúdo exclusivo para assinantes premium')).toBeVisible();
  await expect(page.getByText('Principais funções')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Tópicos do suplemento' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Ver planos' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  // A paid topic of a free supplement: listed with a lock, its content withheld.
  await page.goto('/app/suplementos/topicos/zinco');
  await expect(page.getByText(TOPIC_OPENING)).toBeVisible();
  await page.getByRole('link', { name: /^Nutra Fórmulas/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nutra Fórmulas' })).toBeVisible();
  await expect(page.getByText('Conteúdo exclusivo para assinantes premium')).toBeVisible();
  await expect(page.getByText(TOPIC_OPENING)).toHaveCount(0);
  // The topic's own call to action: the first on the page (the monograph's 'Interações' section,
  // below the topics, has one per interaction for a free reader).
  await page.getByRole('button', { name: 'Ver planos' }).first().click();
  await expect(dialog).toBeVisible();
});

test('a favourite toggled on a card survives a reload and shows in the favourites', async ({ page }) => {
  await loginAs(page, 'user');
  await openMinerais(page);
  const add = page.getByRole('button', { name: `Favoritar ${FAVOURITE_SUPPLEMENT}` });
  const remove = page.getByRole('button', { name: `Remover ${FAVOURITE_SUPPLEMENT} dos favoritos` });
  await expect(add.or(remove)).toBeVisible();
  // Start from "not favourited" whatever an earlier run left behind.
  if (await remove.isVisible()) {
    await remove.click();
    await expect(add).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  await add.click();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(remove).toBeVisible();

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Favoritos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  const favourites = page.getByRole('list', { name: 'Seus suplementos favoritos' });
  await expect(favourites.getByRole('link', { name: new RegExp(`^${FAVOURITE_SUPPLEMENT}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Leave the demo account as it was.
  await favourites.getByRole('button', { name: `Remover ${FAVOURITE_SUPPLEMENT} dos favoritos` }).click();
  await expect(favourites.getByRole('button', { name: `Favoritar ${FAVOURITE_SUPPLEMENT}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('a premium user opens a paid supplement and reads it', async ({ page }) => {
  await loginAs(page, 'premium');
  await openMinerais(page);
  await expect(page.getByText('Premium', { exact: true })).toHaveCount(0);
  // Open, not locked: the premium user's card has no 'Premium' lock once the user is known.
  await page.getByRole('link', { name: new RegExp(`^${PAID_SUPPLEMENT}(?!.*Premium)`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAID_SUPPLEMENT })).toBeVisible();
  await expect(page.getByText(TOPIC_OPENING)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the topics are chosen from a select and tables scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'user');
  await page.goto('/app/suplementos/topicos/magnesio');
  const select = page.getByRole('combobox', { name: 'Escolha o tópico' });
  await expect(select).toBeVisible();
  await select.selectOption({ label: 'Formas Químicas' });
  const table = page.getByRole('region', { name: /^Tabela/ });
  await expect(table).toBeVisible();
  const { scrollWidth, clientWidth } = await table.evaluate((box) => ({ scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
});

/** Each screen with what shows once its content has arrived. */
const USER_SCREENS = [
  { path: '/app/categorias', ready: (page: Page) => page.getByRole('link', { name: /^Minerais/ }) },
  { path: '/app/categorias/vitaminas/subcategorias', ready: (page: Page) => page.getByRole('link', { name: /^Lipossolúveis/ }) },
  { path: '/app/categorias/minerais/suplementos', ready: (page: Page) => page.getByRole('link', { name: new RegExp(`^${FREE_SUPPLEMENT}`) }) },
  { path: '/app/suplementos/topicos/magnesio', ready: (page: Page) => page.getByText(TOPIC_OPENING) },
  { path: '/app/busca/magnesio', ready: (page: Page) => page.getByRole('heading', { name: 'Suplementos', exact: true }) },
  { path: '/app/perfil', ready: (page: Page) => page.getByRole('region', { name: 'Plano' }) },
];

test('content arriving does not move what is already on the screen', async ({ page }) => {
  await recordLayoutShift(page);
  await loginAs(page, 'user');
  for (const screen of USER_SCREENS) {
    await page.goto(screen.path);
    await expect(screen.ready(page).first()).toBeVisible();
    // Images and late answers land within moments; the web's "good" cumulative layout shift is under 0.1.
    await page.waitForTimeout(1000);
    expect(await layoutShiftOf(page), screen.path).toBeLessThan(0.1);
  }
});

test('at 1280 px the topic reads in a wide column with the banners after it, and its tables fit', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'user');
  await page.goto('/app/suplementos/topicos/magnesio');
  await expect(page.getByRole('heading', { level: 2, name: 'Descrição' })).toBeVisible();
  const panel = page.locator('#main section[aria-labelledby$="-heading"]');
  expect((await panel.boundingBox())?.width).toBeGreaterThanOrEqual(640);

  await page.getByRole('link', { name: 'Formas Químicas' }).click();
  const table = page.getByRole('region', { name: /^Tabela/ });
  await expect(table).toBeVisible();
  const fits = await table.evaluate((box) => box.scrollWidth <= box.clientWidth && box.getBoundingClientRect().right <= window.innerWidth);
  expect(fits).toBe(true);
  // The banners are not beside the text below 1440 px: they come after it.
  const bannerTops = await page.getByRole('complementary').evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().top));
  const panelBottom = await panel.evaluate((section) => section.getBoundingClientRect().bottom);
  for (const top of bannerTops) expect(top).toBeGreaterThan(panelBottom);
});
