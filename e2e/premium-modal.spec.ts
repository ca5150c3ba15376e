import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

test('the premium modal shows the three plans and moves to step 1 when the 12-month plan is chosen', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/app/categorias/minerais/suplementos');
  await page.getByRole('link', { name: /^Selênio/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Torne-se assinante premium' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Conteúdo sempre atualizado com as evidências mais recentes')).toBeVisible();
  await expect(dialog.getByText('Acesso ao catálogo completo de suplementos, sem bloqueios')).toBeVisible();
  await expect(dialog.getByText('A ferramenta ideal para a sua prática clínica')).toBeVisible();

  const monthly = dialog.getByRole('region', { name: '1 mês', exact: true });
  const semiannual = dialog.getByRole('region', { name: '6 meses', exact: true });
  const annual = dialog.getByRole('region', { name: '12 meses', exact: true });
  await expect(monthly).toContainText(/R\$\s29,90\/mês/);
  await expect(semiannual).toContainText(/R\$\s24,98\/mês/);
  await expect(semiannual).toContainText(/Total de R\$\s149,90/);
  await expect(annual).toContainText(/R\$\s19,91\/mês/);
  await expect(annual).toContainText(/Total de R\$\s239,00/);
  await expect(annual).toContainText('Mais popular');
  await expect(annual).toContainText('Economize 33%');
  const billing = dialog.getByText(/7 dias de teste grátis.*renovação automática/);
  await expect(billing).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Focus stays inside the dialog however far one tabs.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await annual.getByRole('button', { name: 'Escolher o plano de 12 meses' }).click();
  const summary = dialog.getByRole('region', { name: 'Plano escolhido: 12 meses' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(/R\$\s239,00 cobrados a cada 12 meses/);
  await expect(billing).toBeHidden();
  await expect(monthly).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Trocar de plano' }).click();
  await expect(annual).toBeVisible();

  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: /^Selênio/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
