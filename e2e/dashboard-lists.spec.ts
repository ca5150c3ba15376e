import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInWithCpf, registerFreshUser, type FreshUser } from './support/fresh-user';
import { loginAs } from './support/login';

/** The Auth emulator `npm start` runs (an ID token for the API calls a person's browser would make). */
const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Logs a fresh user in through the API and the Auth emulator, as the web app does. */
async function idTokenOf(request: APIRequestContext, user: FreshUser): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { document: user.cpf, password: user.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const exchange = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-key`, {
    data: { token, returnSecureToken: true },
  });
  expect(exchange.status()).toBe(200);
  return ((await exchange.json()) as { idToken: string }).idToken;
}

/**
 * Types a search into the subscriptions list and waits for the list's answer to it: until then the
 * table shows the unfiltered rows, then skeleton rows, so rows read earlier are not the search's.
 */
async function searchSubscriptions(page: Page, term: string) {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/v1/subscriptions-premium') && new URL(response.url()).searchParams.get('search') === term,
  );
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill(term);
  await answered;
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the admin reads a user’s suggestion in its details and deletes it', async ({ page, browser, request }) => {
  const user = await registerFreshUser(request, `Sofia Sugestão ${Date.now().toString(36)}`);
  const content = `Incluir a monografia da berberina (${unique()}).`;

  const userPage = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await logInWithCpf(userPage, user.cpf, user.password);
  await userPage.goto('/app/perfil');
  await userPage.getByRole('button', { name: 'Enviar sugestão' }).click();
  await userPage.getByRole('dialog', { name: 'Enviar sugestão' }).getByLabel('Sua sugestão').fill(content);
  await userPage.getByRole('dialog', { name: 'Enviar sugestão' }).getByRole('button', { name: 'Enviar' }).click();
  await expect(userPage.getByText('Sugestão enviada')).toBeVisible();

  await loginAs(page, 'admin');
  await openSection(page, 'Sugestões');
  await page.getByRole('searchbox', { name: 'Buscar sugestões' }).fill(user.name);
  const row = page.getByRole('row').filter({ hasText: user.name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Ver sugestão de ${user.name}` }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da sugestão' });
  await expect(details).toContainText(content);
  await expect(details).toContainText(user.email);
  await expect(details).toContainText('(11) 98765-4321');
  await details.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: `Deletar sugestão de ${user.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deletar sugestão' });
  await confirm.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expect(page.getByText('Sugestão foi deletada!')).toBeVisible();
  await expect(page.getByText('Aguarde a primeira sugestão')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: user.name })).toHaveCount(0);
});

test('a new subscription shows in the subscriptions list with its plan, and as cancelled once cancelled', async ({ page, request }) => {
  const user = await registerFreshUser(request, `Sérgio Assinante ${unique()}`);
  const auth = { Authorization: `Bearer ${await idTokenOf(request, user)}` };
  const plans = (await (await request.get('/api/v1/plans')).json()) as { items: { id: string; name: string; price_id: string }[] };
  const annual = plans.items.find((plan) => plan.id === 'annual');
  if (!annual) throw new Error('the seed has no annual plan');
  const subscribed = await request.post('/api/v1/subscriptions', { headers: auth, data: { token_stripe: 'tok_visa', price_id: annual.price_id } });
  expect(subscribed.status(), await subscribed.text()).toBe(200);

  await loginAs(page, 'admin');
  await openSection(page, 'Assinaturas');
  await searchSubscriptions(page, user.email);
  // Name and e-mail are cut at 28 characters (spec §9); the search leaves this one row.
  const row = page.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.name.slice(0, 25));
  await expect(row).toContainText(user.email.slice(0, 25));
  await expect(row).toContainText(annual.name);
  await expect(row).toContainText(/\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/);

  expect((await request.delete('/api/v1/subscriptions', { headers: auth })).status()).toBe(200);
  await page.reload();
  await searchSubscriptions(page, user.email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.email.slice(0, 25));
  await expect(row).toContainText('Cancelado');
});

test('the admin goes from a category with subcategories to a subcategory’s supplements', async ({ page }) => {
  await loginAs(page, 'admin');
  const vitaminas = page.getByRole('listitem').filter({ hasText: 'Vitaminas' });
  await expect(vitaminas).toContainText('Possui subcategorias');
  await page.getByRole('link', { name: 'Vitaminas' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/categorias/vitaminas/subcategorias');
  await expect(page.getByRole('heading', { level: 1, name: 'Subcategorias de Vitaminas' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar em Vitaminas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hidrossolúveis' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar em Vitaminas' }).fill('lipo');
  await expect(page.getByRole('link', { name: 'Hidrossolúveis' })).toBeHidden();
  await page.getByRole('link', { name: 'Lipossolúveis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suplementos de Lipossolúveis' })).toBeVisible();
  await expect(page.getByText(/Atualizado em \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
});
