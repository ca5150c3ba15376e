import { expect, test, type Page } from '@playwright/test';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';

/** Seed facts: Magnésio is free and its topics start Descrição, Formas Químicas, Posologia; Selênio (Minerais) is paid. */
const SUPPLEMENT = '/app/suplementos/topicos/magnesio';

const topicLinks = (page: Page) => page.getByRole('list', { name: 'Tópicos do suplemento' });

async function expectTopic(page: Page, name: string, search: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(topicLinks(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL((url) => url.pathname === SUPPLEMENT && search.test(url.search));
}

test('every topic has an address: the topic list, back and forward, and a shared link that opens the same topic in another browser', async ({ page, context, browser, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // No share sheet in this browser: 'Compartilhar' copies the link.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  const user = await registerFreshUser(request, 'Clara Link Andrade');
  await logInWithCpf(page, user.cpf, user.password);

  // An address without a topic (older links, notifications before this) opens the first topic.
  await page.goto(SUPPLEMENT);
  await expectTopic(page, 'Descrição', /^$/);

  await topicLinks(page).getByRole('link', { name: 'Formas Químicas' }).click();
  await expectTopic(page, 'Formas Químicas', /^\?topico=\d+$/);
  const formsAddress = page.url();
  await topicLinks(page).getByRole('link', { name: 'Posologia' }).click();
  await expectTopic(page, 'Posologia', /^\?topico=\d+$/);
  const dosageAddress = page.url();
  expect(dosageAddress).not.toBe(formsAddress);

  await page.goBack();
  await expectTopic(page, 'Formas Químicas', /^\?topico=\d+$/);
  await page.goBack();
  await expectTopic(page, 'Descrição', /^$/);
  await page.goForward();
  await expectTopic(page, 'Formas Químicas', /^\?topico=\d+$/);
  await page.goForward();
  await expectTopic(page, 'Posologia', /^\?topico=\d+$/);

  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toBe(dosageAddress);

  // Another browser: signing in from the link's page keeps nothing of this one; the link opens Posologia.
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await logInWithCpf(elsewhere, user.cpf, user.password);
    await elsewhere.goto(shared);
    await expectTopic(elsewhere, 'Posologia', /^\?topico=\d+$/);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Magnésio' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a paid supplement card is a link (it can open in a new tab) and a plain click still offers the plans', async ({ page, request }) => {
  const user = await registerFreshUser(request, 'Caio Cartao Prado');
  await logInWithCpf(page, user.cpf, user.password);
  await page.goto('/app/categorias/minerais/suplementos');
  const paid = page.getByRole('link', { name: /^Selênio/ });
  await expect(paid).toHaveAttribute('href', '/app/suplementos/topicos/selenio');
  await paid.click();
  await expect(page.getByRole('dialog', { name: 'Torne-se assinante premium' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/app/categorias/minerais/suplementos');
});
