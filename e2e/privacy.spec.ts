import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';

test('a user downloads their data, then deletes the account with the password and cannot log in again', async ({ page, request }) => {
  const user = await registerFreshUser(request, 'Otávio Titular Privado');
  await logInWithCpf(page, user.cpf, user.password);
  await page.goto('/app/perfil');
  await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('nutrindex-meus-dados.json');
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { name: string; email: string; document: string } };
  expect(exported.profile).toMatchObject({ name: user.name, email: user.email, document: user.cpf });

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta' });
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByText('Senha não foi preenchida')).toBeVisible();
  await dialog.getByLabel('Sua senha atual').fill('nao-e-esta');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByText('Senha atual incorreta')).toBeVisible();
  await dialog.getByLabel('Sua senha atual').fill(user.password);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Conta excluída', { exact: true })).toBeVisible();
  await page.getByLabel('CPF').fill(user.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('CPF ou senha incorretos')).toBeVisible();
});
