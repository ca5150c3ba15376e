import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser, type FreshUser } from './support/fresh-user';

/**
 * Offline from the first sign-in (issue 30, item 4). Fresh accounts only. These journeys need a real
 * network state: inside `unshare --net` Chromium reports navigator.onLine=false from the start.
 */
const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';

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

/** Favourites made on another device before this browser's first sign-in (the teaser names a paid one too). */
async function favourite(request: APIRequestContext, auth: Record<string, string>, slugs: string[]): Promise<void> {
  for (const slug of slugs) {
    const teaser = await request.get(`/api/v1/supplement-topics/supplement/slug/${slug}/teaser`, { headers: auth });
    expect(teaser.status(), await teaser.text()).toBe(200);
    const { supplement } = (await teaser.json()) as { supplement: { id: number } };
    const added = await request.post('/api/v1/favorites', { headers: auth, data: { supplement_id: supplement.id } });
    expect(added.status(), await added.text()).toBe(200);
  }
}

const offlinePanel = (page: Page) => page.getByRole('region', { name: 'Leitura offline' });
const openFavourites = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Favoritos' }).click();

test.setTimeout(120_000);

test('right after a first sign-in the favourites are saved within seconds, and offline a reload shows the app, a saved favourite opens and an unsaved monograph says so', async ({ page, context, request }) => {
  const user = await registerFreshUser(request, 'Olívia Offline Prado');
  const auth = { Authorization: `Bearer ${await idTokenOf(request, user)}` };
  await favourite(request, auth, ['magnesio']);
  // What the page and its service worker fetch (Chromium reports the worker's requests here).
  const workerAssets: string[] = [];
  context.on('request', (sent) => {
    if (sent.serviceWorker() && sent.url().includes('/assets/')) workerAssets.push(new URL(sent.url()).pathname);
  });

  await logInWithCpf(page, user.cpf, user.password);
  const signedIn = Date.now();
  await openFavourites(page);
  // Saved without opening it.
  // Seconds on a quiet machine (the worker's install, then one request); a loaded CI machine takes longer.
  await expect(offlinePanel(page).getByText(/^1 monografia salva neste aparelho \([\d,]+ kB\)\.$/)).toBeVisible({ timeout: 45_000 });
  console.log(`offline copy ready ${((Date.now() - signedIn) / 1000).toFixed(1)} s after the sign-in`);
  // The worker's install saved the reader's app, not the dashboard's chunks (web/vite.config.ts).
  expect(workerAssets.length).toBeGreaterThan(50);
  expect(workerAssets.filter((asset) => /\/assets\/(dashboard-layout|topic-editor|nutrient-editor|interaction-editor)-/.test(asset))).toEqual([]);
  await expect(offlinePanel(page).getByText('Monografias premium só são salvas para assinantes.', { exact: false })).toBeVisible();
  await expect(offlinePanel(page).getByRole('button', { name: 'Salvar todos os favoritos para ler offline' })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Você está offline/)).toBeVisible();
  await page.getByRole('list', { name: 'Seus suplementos favoritos' }).getByRole('link', { name: /^Magnésio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Magnésio' })).toBeVisible();
  await expect(page.getByText(/Mineral cofator de mais de 300 reações/)).toBeVisible();

  // Never opened, not a favourite: a clear message and what is available, not a skeleton and an error.
  await page.goto('/app/suplementos/topicos/zinco');
  await expect(page.getByRole('heading', { level: 1, name: 'Monografia não salva para leitura offline' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/ela não foi salva neste aparelho/)).toBeVisible();
  const available = page.getByRole('list', { name: 'Disponíveis offline neste aparelho' });
  await expect(available.getByRole('link', { name: 'Magnésio' })).toBeVisible();
  await expect(available.getByRole('link')).toHaveCount(1);
  await expect(page.getByText('Não foi possível carregar os tópicos')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '.e2e/results/offline-first/monograph-not-saved.png', fullPage: true });

  // A paid monograph is never saved for this free reader.
  await page.goto('/app/suplementos/topicos/selenio');
  await expect(page.getByRole('heading', { level: 1, name: 'Monografia não salva para leitura offline' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('list', { name: 'Disponíveis offline neste aparelho' }).getByRole('link', { name: 'Magnésio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Magnésio' })).toBeVisible();
});

test('a premium reader saves all favourites for offline with progress and size, reads a paid one offline, and logging out removes them', async ({ page, context, request }) => {
  const user = await registerFreshUser(request, 'Pedro Premium Offline');
  const auth = { Authorization: `Bearer ${await idTokenOf(request, user)}` };
  const plans = (await (await request.get('/api/v1/plans')).json()) as { items: { id: string; price_id: string }[] };
  const annual = plans.items.find((plan) => plan.id === 'annual');
  if (!annual) throw new Error('the seed has no annual plan');
  const subscribed = await request.post('/api/v1/subscriptions', { headers: auth, data: { token_stripe: 'tok_visa', price_id: annual.price_id } });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  await favourite(request, auth, ['magnesio', 'zinco', 'selenio']);

  await logInWithCpf(page, user.cpf, user.password);
  await openFavourites(page);
  const panel = offlinePanel(page);
  const saveAll = panel.getByRole('button', { name: 'Salvar todos os favoritos para ler offline' });
  await expect(saveAll).toBeVisible();
  // Every text the status line shows, as it shows it (the saving can be quicker than a poll).
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { e2eStatusTexts: seen });
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('section [role="status"]')) {
        const text = status.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await saveAll.click();
  await expect(panel.getByText('3 de 3 favoritos salvos para ler offline.', { exact: true })).toBeVisible({ timeout: 30_000 });
  const texts = await page.evaluate(() => (window as unknown as { e2eStatusTexts: string[] }).e2eStatusTexts);
  // Progress is counted as each monograph is saved, three at a time: on a quiet machine all three can
  // end within one frame (0 → 3, as CI saw), so the journey asks for the count to have been shown and
  // to have only risen, to 3, not for a middle value.
  const counts = texts.flatMap((text) => /^Salvando (\d) de 3…$/.exec(text)?.[1] ?? []).map(Number);
  expect(counts.length > 0 && counts.at(-1) === 3 && counts.every((n, i) => i === 0 || n >= (counts[i - 1] ?? 0)), texts.join(' | ')).toBe(true);
  await expect(panel.getByText(/^\d+ monografias salvas neste aparelho \([\d,]+ kB\)\.$/)).toBeVisible();
  await page.screenshot({ path: '.e2e/results/offline-first/saved-all-favourites.png', fullPage: true });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Você está offline/)).toBeVisible();
  await page.getByRole('list', { name: 'Seus suplementos favoritos' }).getByRole('link', { name: /^Selênio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Selênio' })).toBeVisible();
  await expect(page.getByText('Conteúdo de demonstração').first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/^Você está offline/)).toBeHidden({ timeout: 20_000 });
  expect(await page.evaluate(() => caches.has('nutrindex-api'))).toBe(true);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => caches.has('nutrindex-api'))).toBe(false);
});
