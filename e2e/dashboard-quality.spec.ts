import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

/**
 * Qualidade do conteúdo (issue 39): the admin finds the counts on the dashboard's home, opens the
 * report and follows a finding to the editor it names. Reads only (the first visit may queue the
 * report's first run, which no other journey reads).
 */
test('the admin opens Qualidade do conteúdo from the home and follows a finding to its editor', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Qualidade do conteúdo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Qualidade do conteúdo' })).toBeVisible();
  // A fresh catalogue computes its first report now: the screen asks again until it is stored.
  await expect(page.getByText(/^Calculado em /)).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);

  // The home shows the same counts and links to the report.
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Qualidade do conteúdo' });
  await expect(summary).toBeVisible();
  await summary.getByRole('link', { name: 'Abrir o relatório' }).click();
  await expect(page).toHaveURL(/\/dashboard\/qualidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Qualidade do conteúdo' })).toBeVisible();

  // Whatever the catalogue's findings are, the first one listed opens the editor its link names.
  const finding = page.getByRole('main').getByRole('region').getByRole('listitem').getByRole('link').first();
  await expect(finding).toBeVisible({ timeout: 30_000 });
  const href = await finding.getAttribute('href');
  expect(href).toMatch(/^\/dashboard\//);
  await finding.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Qualidade do conteúdo');
});
