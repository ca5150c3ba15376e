import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerFreshUser } from './support/fresh-user';
import { DEMO_ACCOUNTS, loginAs } from './support/login';

test("deleting a user asks for the administrator's password and deletes only with the right one", async ({ page, request }) => {
  const person = await registerFreshUser(request, 'Otília Exclusão Teste');
  await loginAs(page, 'admin');
  await page.goto('/dashboard/usuarios');
  await page.getByRole('searchbox').fill(person.email);
  const row = page.getByRole('row', { name: /Otília Exclusão Teste/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Otília Exclusão Teste/ }).click();
  await page.getByRole('button', { name: 'Excluir conta' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Excluir conta e dados pessoais' });
  await expect(dialog.getByText('Tem certeza que deseja deletar "Otília Exclusão Teste"?')).toBeVisible();
  const password = dialog.getByLabel('Sua senha de administrador');
  await expect(password).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expect(dialog.getByText('Senha não foi preenchida')).toBeVisible();

  await password.fill('senha-errada');
  await dialog.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expect(dialog.getByText('Senha atual incorreta')).toBeVisible();
  await expect(dialog).toBeVisible();

  await password.fill(DEMO_ACCOUNTS.admin.password);
  await dialog.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Conta excluída').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Otília Exclusão Teste/ })).toHaveCount(0);
  // Still signed in as the administrator after the new session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
});
