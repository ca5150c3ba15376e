import { expect, test, type Page } from '@playwright/test';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { expectNoSeriousA11yViolations } from './support/axe';

const passwordSection = (page: Page) => page.getByRole('region', { name: 'Alterar senha' });

async function openProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page).toHaveTitle('Perfil | Nutrindex');
}

test('a wrong current password shows the server’s message; the right one sets the new password', async ({ page, request }) => {
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await openProfile(page);

  const section = passwordSection(page);
  await section.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(section.getByText('Senha não foi preenchido')).toBeVisible();
  await expect(section.getByText('Nova senha não foi preenchida')).toBeVisible();
  await expect(section.getByText('Confirmação de senha é obrigatória')).toBeVisible();
  await expect(section.getByLabel('Senha atual')).toBeFocused();

  await section.getByLabel('Senha atual').fill('senha-errada');
  await section.getByLabel('Nova senha', { exact: true }).fill('novasenha1');
  await section.getByLabel('Confirmação da nova senha').fill('outra-coisa');
  await section.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(section.getByText('As senhas devem coincidir')).toBeVisible();

  await section.getByLabel('Confirmação da nova senha').fill('novasenha1');
  await section.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(section.getByText('Senha atual incorreta')).toBeVisible();
  // The server's refusal is its own toast, titled as every error toast; the previous attempt's toast
  // (same title) may still be leaving as it is replaced, so the journey names the toast by its message.
  await expect(page.getByRole('status').filter({ hasText: 'Senha atual incorreta' })).toContainText('Não foi possível avançar', { timeout: 20_000 });
  await expect(section.getByLabel('Senha atual')).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel('Senha atual').fill(user.password);
  await section.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Nova senha foi definida com sucesso!')).toBeVisible();
  await expect(page.getByText('Informações atualizadas')).toBeVisible();
  await expect(section.getByLabel('Senha atual')).toHaveValue('');

  // This browser stays signed in with the new password (the change ends the account's sessions).
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/app/perfil');
  await expect(passwordSection(page)).toBeVisible();

  // The toasts sit over the top bar's right end; hovering one pauses it, so they are closed first.
  for (const close of await page.getByRole('button', { name: 'Fechar aviso' }).all()) await close.click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await logInWithCpf(page, user.cpf, 'novasenha1');
});

test('the user edits name and phone, sees the plan and opens the premium plans', async ({ page, request }) => {
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await openProfile(page);

  const details = page.getByRole('region', { name: 'Dados pessoais' });
  await expect(details.getByLabel('Nome')).toHaveValue(user.name);
  await expect(details.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(details.getByLabel('Celular')).toHaveValue('(11) 98765-4321');

  // The screen itself; the layout's top bar is checked by its own journeys.
  await expectNoSeriousA11yViolations(page, { include: '#main' });

  await details.getByLabel('Nome').fill('');
  await details.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(details.getByText('Nome não foi preenchido')).toBeVisible();

  await details.getByLabel('Nome').fill('Beatriz Perfil Nova');
  await details.getByLabel('Celular').fill('21912345678');
  await expect(details.getByLabel('Celular')).toHaveValue('(21) 91234-5678');
  await details.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Alterado com sucesso!')).toBeVisible();
  await expect(page.getByText('Olá, Beatriz')).toBeVisible();

  const plan = page.getByRole('region', { name: 'Plano' });
  await expect(plan.getByText('Grátis')).toBeVisible();
  await plan.getByRole('button', { name: 'ver planos' }).click();
  await expect(page.getByRole('dialog', { name: /assinante premium/i })).toBeVisible();
});

test('a user who changes the e-mail stays signed in: the answer brings the new session Firebase Auth requires', async ({ page, request }) => {
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await openProfile(page);
  // Firebase Auth refuses sessions that signed in before an e-mail change, to the second: cross one.
  await page.waitForTimeout(1_100);
  const details = page.getByRole('region', { name: 'Dados pessoais' });
  const newEmail = `novo-${Date.now()}@example.com`;
  await details.getByLabel('E-mail').fill(newEmail);
  await details.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Alterado com sucesso!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Dados pessoais' }).getByLabel('E-mail')).toHaveValue(newEmail);
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Favoritos' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/favoritos');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
});
