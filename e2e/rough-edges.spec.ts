import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { loginAs } from './support/login';

/** Seed facts (functions/src/local/seed/data/minerais.ts): Minerais holds 14 supplements, 12 a page. */
const MINERAIS_A_TO_Z = ['Boro', 'Cálcio', 'Cobre', 'Cromo', 'Ferro', 'Fósforo', 'Iodo', 'Magnésio', 'Manganês', 'Molibdênio', 'Potássio', 'Selênio', 'Silício Orgânico', 'Zinco'];

/** The supplement names of the cards, in order (each card's first line). */
async function cardNames(list: Locator): Promise<string[]> {
  return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
}

test('a wide table on a phone shows that it scrolls and keeps its first column in view', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/app/suplementos/topicos/magnesio');
  // A topic is a link since topics have addresses (docs/decisions/catalogue-and-content.md, "Every topic has a URL").
  await page.getByRole('link', { name: 'Formas Químicas' }).click();
  const region = page.getByRole('region', { name: /^Tabela/ });
  await expect(region.getByRole('columnheader', { name: 'Forma química' })).toBeVisible();
  const hint = page.getByText('Deslize para o lado para ver todas as colunas →');
  // At desktop width the table fits: no cue.
  await expect(hint).toBeHidden();
  await expect(region).not.toHaveAttribute('data-more-end');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(hint).toBeVisible();
  await expect(region).toHaveAttribute('data-more-end', '');
  await expect(region).not.toHaveAttribute('data-more-start');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const firstHeader = region.getByRole('columnheader', { name: 'Forma química' });
  await region.scrollIntoViewIfNeeded();
  const boxBefore = (await region.boundingBox())!;
  await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(region).toHaveAttribute('data-more-start', '');
  await expect(region).not.toHaveAttribute('data-more-end');
  // The first column stayed at the box's start edge while the rest scrolled under it.
  const header = (await firstHeader.boundingBox())!;
  expect(Math.abs(header.x - boxBefore.x)).toBeLessThanOrEqual(2);
  await expect(firstHeader).toBeInViewport();
  await page.screenshot({ path: '.e2e/results/rough-edges/table-390.png' });
  await expectNoSeriousA11yViolations(page);
});

test("the greeting shows the reader's whole first name on a 360 px phone", async ({ page, request }) => {
  const person = await registerFreshUser(request, 'Maximiliana Jornada Lima');
  await page.setViewportSize({ width: 360, height: 740 });
  await logInWithCpf(page, person.cpf, person.password);
  // On a phone the greeting is in the account menu (docs/decisions/web-ui.md, "The user area on a phone").
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  const greeting = page.getByRole('dialog', { name: 'Menu da conta' }).getByText('Olá, Maximiliana', { exact: true });
  await expect(greeting).toBeVisible();
  // Not cut: its text fits its box, and the box fits the screen.
  expect(await greeting.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const box = (await greeting.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '.e2e/results/rough-edges/greeting-360.png' });
});

test("a category's supplements can be listed A to Z, page after page", async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/app/categorias/minerais/suplementos');
  const list = page.getByRole('list', { name: 'Suplementos de Minerais' });
  await expect(list.getByRole('listitem')).toHaveCount(12);
  expect((await cardNames(list))[0]).toBe('Magnésio');
  await expect(page.getByRole('button', { name: 'Ordem do catálogo' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'A–Z' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('ordem') === 'az');
  await expect(page.getByRole('button', { name: 'A–Z' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardNames(list)).toEqual(MINERAIS_A_TO_Z.slice(0, 12));
  await page.getByRole('button', { name: 'Ver mais' }).click();
  await expect.poll(() => cardNames(list)).toEqual(MINERAIS_A_TO_Z);
  await expectNoSeriousA11yViolations(page);

  // Kept in the address: a reload lists A to Z again.
  await page.reload();
  await expect.poll(() => cardNames(list)).toEqual(MINERAIS_A_TO_Z.slice(0, 12));
  await page.getByRole('button', { name: 'Ordem do catálogo' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('ordem'));
  await expect.poll(async () => (await cardNames(list))[0]).toBe('Magnésio');
});
