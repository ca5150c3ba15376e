import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';

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
