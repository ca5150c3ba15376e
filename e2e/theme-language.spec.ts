import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the user area follows a dark system theme, the profile switch overrides it on every device, and both themes pass axe on the reader', async ({ browser, request }) => {
  // Two browsers, two sign-ins and six axe runs.
  test.slow();
  const user = await registerFreshUser(request, 'Tania Tema Escuro');
  const dark = await browser.newContext({ colorScheme: 'dark' });
  const another = await browser.newContext({ colorScheme: 'dark' });
  try {
    const page = await dark.newPage();
    await logInWithCpf(page, user.cpf, user.password);
    await expect.poll(() => isDark(page)).toBe(true);

    await page.goto('/app/suplementos/topicos/magnesio');
    await expect(page.getByRole('heading', { level: 2, name: 'Descrição' })).toBeVisible();
    expect(await isDark(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('list', { name: 'Tópicos do suplemento' }).getByRole('link', { name: 'Formas Químicas' }).click();
    await expect(page.getByRole('region', { name: /^Tabela/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/app/perfil');
    const theme = page.getByRole('group', { name: 'Tema' });
    await expect(theme.getByRole('button', { name: 'Sistema' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
    await theme.getByRole('button', { name: 'Claro' }).click();
    await expect(theme.getByRole('button', { name: 'Claro' })).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(false);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Tema' }).getByRole('button', { name: 'Claro' })).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(false);

    // Another browser, also on a dark system: the profile's 'Claro' follows the person there.
    const elsewhere = await another.newPage();
    await logInWithCpf(elsewhere, user.cpf, user.password);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
    await expect.poll(() => isDark(elsewhere)).toBe(false);
    await elsewhere.goto('/app/perfil');
    await elsewhere.getByRole('group', { name: 'Tema' }).getByRole('button', { name: 'Escuro' }).click();
    await expect.poll(() => isDark(elsewhere)).toBe(true);
  } finally {
    await dark.close();
    await another.close();
  }
});

test('English chosen in one browser is the language after signing in in another', async ({ browser, request }) => {
  // Three browsers, three sign-ins.
  test.slow();
  const user = await registerFreshUser(request, 'Elisa Idioma Costa');
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const page = await first.newPage();
    await logInWithCpf(page, user.cpf, user.password);
    await page.goto('/app/perfil');
    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    // A fresh browser starts in Portuguese (the login form), and the profile's English applies at sign-in.
    const elsewhere = await second.newPage();
    await logInWithCpf(elsewhere, user.cpf, user.password);
    const nav = elsewhere.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Favourites' })).toBeVisible();
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
    // Signing in there did not send its Portuguese back to the profile: a third browser gets English too.
    await second.close();
    const third = await (await browser.newContext()).newPage();
    await logInWithCpf(third, user.cpf, user.password);
    await expect(third.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Favourites' })).toBeVisible();
    await third.context().close();
  } finally {
    await first.close();
    await second.close();
  }
});
