import { expect, test } from '@playwright/test';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';

test('switching to English changes the whole UI, is remembered and sent to the server; and back to Portuguese', async ({ page, request }) => {
  // A fresh account: the language is saved in the profile, and the demo accounts must stay in pt.
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await page.goto('/app/perfil');

  const language = page.getByRole('group', { name: 'Idioma' });
  const sentEn = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/v1/locale/en'));
  await language.getByRole('button', { name: 'English' }).click();
  await sentEn;

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByText(/^Hello, /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('nutrindex_locale'))).toBe('{"slug":"en"}');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await page.getByRole('search').getByLabel('Search the catalogue').fill('xyzqwv');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results found for “xyzqwv”' })).toBeVisible();
  await expect(page.getByText('Nothing found, wait for future updates')).toBeVisible();

  await page.getByRole('link', { name: 'Profile' }).click();
  const sentPt = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/v1/locale/pt'));
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Português' }).click();
  await sentPt;
  await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('nutrindex_locale'))).toBe('{"slug":"pt"}');
});
