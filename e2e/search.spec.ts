import { expect, test, type Page } from '@playwright/test';
import { adminIdToken } from './support/admin-api';
import { loginAs } from './support/login';
import { expectNoSeriousA11yViolations } from './support/axe';

async function searchFor(page: Page, term: string) {
  const search = page.getByRole('search');
  await search.getByLabel('Buscar no catálogo').fill(term);
  await search.getByRole('button', { name: 'Buscar' }).click();
}

const group = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'user');
});

test('searching “magnesio” finds Magnésio in its groups and its card opens the supplement’s topics', async ({ page }) => {
  await searchFor(page, 'magnesio');
  await expect(page).toHaveURL((url) => url.pathname === '/app/busca/magnesio');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados encontrados para “magnesio”' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Categorias' })).toHaveAttribute('href', '/app/categorias');

  const supplements = group(page, 'Suplementos');
  const magnesium = supplements.getByRole('link', { name: /^Magnésio/ });
  await expect(magnesium).toContainText('suplemento');
  await expect(magnesium.locator('img')).toHaveAttribute('src', /^\/uploads\/categories\/.+/);
  await expect(group(page, 'Formas Químicas').getByRole('link', { name: /^Magnésio.*encontrado em Formas Químicas/ })).toHaveAttribute(
    'href',
    '/app/suplementos/topicos/magnesio',
  );
  await expect(group(page, 'Nutra Fórmulas')).toBeVisible();

  // The screen itself; the layout's top bar is checked by its own journeys.
  await expectNoSeriousA11yViolations(page, { include: '#main' });

  await magnesium.click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/suplementos/topicos/magnesio');
});

test('a paid result is greyed with a disabled link and offers the premium plans', async ({ page }) => {
  await page.goto('/app/busca/taurina');
  const taurine = group(page, 'Suplementos').getByRole('link', { name: /^Taurina/ });
  await expect(taurine).toHaveAttribute('aria-disabled', 'true');
  await expect(taurine).toHaveAttribute('href', '#');
  await expect(taurine).toContainText('Exclusivo para assinantes premium');
  // Playwright waits for aria-disabled elements to become enabled; a person can still click it.
  await taurine.click({ force: true });
  await expect(page.getByRole('dialog', { name: /assinante premium/i })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/app/busca/taurina');
});

test('a new term reloads the results; nothing found offers a suggestion', async ({ page }) => {
  await page.goto('/app/busca/magnesio');
  await expect(group(page, 'Suplementos').getByRole('link', { name: /^Magnésio/ })).toBeVisible();

  await searchFor(page, 'xyzqwv');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados encontrados para “xyzqwv”' })).toBeVisible();
  await expect(page.getByText('Nada encontrado, aguarde futuras atualizações')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suplementos' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar sugestão' })).toBeVisible();
});

test('“Ver mais” appends the next page of every group', async ({ page }) => {
  await page.goto('/app/busca/vitamina');
  const cards = group(page, 'Suplementos').getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Ver mais' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(10);
});

test('typing “magn” in the header suggests Magnésio; arrow down and Enter open it', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Buscar no catálogo' });
  await box.pressSequentially('magn', { delay: 40 });
  const option = page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option', { name: 'Magnésio', exact: true });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/app/suplementos/topicos/magnesio');
});

test('the English “fish oil” finds Ômega 3 through the search synonyms, and the snippet marks the words searched', async ({ page }) => {
  await searchFor(page, 'fish oil');
  await expect(group(page, 'Suplementos').getByRole('link', { name: /^Ômega 3/ })).toBeVisible();
  await searchFor(page, 'bisglicinato');
  const forms = group(page, 'Formas Químicas');
  await expect(forms.getByRole('link', { name: /^Magnésio/ }).locator('mark').first()).toHaveText(/bisglicinato/i);
});

test('a supplement the admin adds is found once the index build job has run through the Cloud Tasks emulator', async ({ page, request }) => {
  const name = `Berberina ${Date.now().toString(36)}`;
  const headers = { Authorization: `Bearer ${await adminIdToken(request)}` };
  const minerals = (await (await request.get('/api/v1/categories/slug/minerais')).json()) as { category: { id: number } };
  const created = await request.post('/api/v1/supplements', { headers, data: { name, order: '1', is_paid: '0', category_id: String(minerals.category.id) } });
  expect(created.status()).toBe(200);
  const { item } = (await created.json()) as { item: { id: number; slug: string } };
  try {
    // The write enqueued the build; the API instance loads the published index at its next check (5 s).
    await expect(async () => {
      await page.goto(`/app/busca/${encodeURIComponent(name)}`);
      await expect(group(page, 'Suplementos').getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
  } finally {
    await request.delete(`/api/v1/supplements/${item.id}`, { headers });
  }
});
