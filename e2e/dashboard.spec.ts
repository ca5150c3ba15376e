import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, forgetSignedIn, loginAs } from './support/login';
import { expectNoSeriousA11yViolations } from './support/axe';
import { errorToasts, expectClearOfToasts } from './support/toasts';

const IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'category.png');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A success toast with its exact title and text (spec section 8). */
async function expectToast(page: Page, title: string, text: string) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title }).filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}

async function expectInlineErrors(dialog: Locator, messages: string[]) {
  for (const message of messages) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
}

/** Filters the categories grid and waits for the filtered answer (the list is busy while it loads, and a card clicked then is replaced). */
async function searchCategories(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar categorias' }).fill(text);
  await expect(page.getByRole('link', { name: text })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the admin creates, edits and deletes a category and a supplement, with every validation message', async ({ page }) => {
  const id = unique();
  const categoryName = `E2E Categoria ${id}`;
  const supplementName = `E2E Suplemento ${id}`;
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();

  // Create the category: first empty (every message at once), then filled in with an image.
  await page.getByRole('button', { name: 'Adicionar novo' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adicionar novo' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectInlineErrors(dialog, ['Nome não foi preenchido', 'Imagem não foi enviada', 'Selecione se possui subcategoria', 'Selecione a ordem de exibição']);
  await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Imagem não foi enviada' })).toBeVisible();
  // The four toasts stack as one deck clear of the dialog: its buttons and first field stay usable.
  await expectClearOfToasts(page, [dialog.getByRole('button', { name: 'Salvar' }), dialog.getByRole('button', { name: 'Cancelar' }), dialog.getByLabel('Nome')]);
  await dialog.getByLabel('Nome').fill(categoryName);
  await dialog.getByLabel('Imagem').setInputFiles(IMAGE);
  await expect(dialog.getByRole('img', { name: 'Pré-visualização da imagem' })).toBeVisible();
  await dialog.getByLabel('Possui subcategorias?').selectOption({ label: 'Não' });
  await dialog.getByLabel('Ordem de exibição').fill('999');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cadastro realizado', 'Nova categoria foi criada');
  await expect(dialog).toBeHidden();
  // The save answered the validation toasts: none of them is left.
  await expect(errorToasts(page)).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar categorias' }).fill(categoryName);
  const categoryLink = page.getByRole('link', { name: categoryName });
  await expect(categoryLink).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: categoryName })).toContainText('0 suplementos cadastrados');
  await categoryLink.click();
  await expect(page).toHaveURL(/\/dashboard\/categorias\/[^/]+\/suplementos$/);
  await expect(page.getByRole('heading', { level: 1, name: `Suplementos de ${categoryName}` })).toBeVisible();
  await expect(page.getByText('Nada encontrado')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: `Buscar em ${categoryName}` })).toBeVisible();

  // Create a supplement: empty first, then filled in.
  await page.getByRole('button', { name: 'Adicionar novo' }).click();
  dialog = page.getByRole('dialog', { name: 'Adicionar novo' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectInlineErrors(dialog, ['Nome não foi preenchido', 'Selecione a ordem de exibição', 'Selecione se é item pago']);
  await dialog.getByLabel('Nome').fill(supplementName);
  await dialog.getByLabel('Ordem de exibição').fill('1');
  await dialog.getByLabel('Item pago?').selectOption({ label: 'Não' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cadastro realizado', 'Novo suplemento cadastrado');
  const supplementCard = page.getByRole('listitem').filter({ hasText: supplementName });
  await expect(supplementCard).toContainText(/Atualizado em \d{2}\/\d{2}\/\d{4}/);

  // Edit it: the dialog loads the item.
  await page.getByRole('button', { name: `Editar ${supplementName}` }).click();
  dialog = page.getByRole('dialog', { name: `Editar ${supplementName}` });
  await expect(dialog.getByLabel('Nome')).toHaveValue(supplementName);
  await expect(dialog.getByLabel('Item pago?')).toHaveValue('0');
  await dialog.getByLabel('Nome').fill(`${supplementName} editado`);
  await dialog.getByLabel('Item pago?').selectOption({ label: 'Sim' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Atualização realizada', 'Suplemento foi atualizado!');
  await expect(page.getByRole('link', { name: `${supplementName} editado` })).toBeVisible();

  // Delete it, with the confirmation.
  await page.getByRole('button', { name: `Deletar ${supplementName} editado` }).click();
  dialog = page.getByRole('alertdialog', { name: 'Deletar suplemento' });
  await expect(dialog).toContainText(`Tem certeza que deseja deletar "${supplementName} editado"?`);
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expectToast(page, 'Atualização realizada', 'Suplemento foi deletado!');
  await expect(page.getByText('Nada encontrado')).toBeVisible();

  // Back to the categories: edit, then delete the category.
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Categorias' }).click();
  await searchCategories(page, categoryName);
  await page.getByRole('button', { name: `Editar ${categoryName}` }).click();
  dialog = page.getByRole('dialog', { name: `Editar ${categoryName}` });
  await expect(dialog.getByLabel('Nome')).toHaveValue(categoryName);
  await expect(dialog.getByLabel('Ordem de exibição')).toHaveValue('999');
  await dialog.getByLabel('Nome').fill(`${categoryName} B`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Atualização realizada', 'Categoria foi atualizada!');
  await searchCategories(page, `${categoryName} B`);
  await page.getByRole('button', { name: `Deletar ${categoryName} B` }).click();
  dialog = page.getByRole('alertdialog', { name: 'Deletar categoria' });
  await expect(dialog).toContainText(`Tem certeza que deseja deletar "${categoryName} B"?`);
  await dialog.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expectToast(page, 'Atualização realizada', 'Categoria foi deletada!');
  await expect(page.getByRole('link', { name: `${categoryName} B` })).toBeHidden();
});

test('deleting a category that still has subcategories shows the server’s reason', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Deletar Vitaminas' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deletar categoria' });
  await dialog.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Não foi possível avançar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('link', { name: 'Vitaminas' })).toBeVisible();
});

test('on a phone the admin opens the menu, goes to the users and reads each as a card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  // On a phone the sections are in the drawer, hidden until the menu opens.
  await expect(page.getByRole('navigation', { name: 'Menu do painel' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(menu).toHaveCount(0);

  // Each user is a card of labelled lines, still a table row for assistive technology: nothing scrolls sideways.
  await page.getByRole('searchbox').fill('111.444.777-35');
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: 'Bruno Nutricionista' });
  const table = page.getByRole('table');
  const overflow = await table.evaluate((element) => ({ box: element.parentElement!.scrollWidth - element.parentElement!.clientWidth, page: document.documentElement.scrollWidth }));
  expect(overflow).toEqual({ box: 0, page: 390 });
  const nameCell = row.getByRole('cell').first();
  expect(await nameCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Nome"');
  await row.getByRole('button', { name: 'Ver Bruno Nutricionista' }).click();
  await expect(page.getByRole('dialog', { name: 'Detalhes do usuário' })).toContainText('usuario@nutrindex.demo');
});

test('the admin views a user’s details', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await page.getByRole('searchbox').fill('111.444.777-35');
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: 'Bruno Nutricionista' });
  await expect(row).toContainText('Plano Grátis');
  await expect(row).toContainText(/\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/);
  await row.getByRole('button', { name: 'Ver Bruno Nutricionista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes do usuário' });
  await expect(dialog).toContainText('usuario@nutrindex.demo');
  await expect(dialog).toContainText('111.444.777-35');
  await expect(dialog).toContainText('(21) 98765-4321');
  await expect(dialog).toContainText('Nutrição');
  await expect(dialog).toContainText('Grátis');
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toBeHidden();
});

test('a user who opens /dashboard is sent to /app/categorias', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/app/categorias');
});

const AXE_SCREENS = [
  { path: '/dashboard', heading: 'Categorias' },
  { path: '/dashboard/categorias/minerais/suplementos', heading: 'Suplementos de Minerais' },
  { path: '/dashboard/banners', heading: 'Banners' },
  { path: '/dashboard/usuarios', heading: 'Usuários' },
  { path: '/dashboard/sugestoes', heading: 'Sugestões' },
  { path: '/dashboard/configuracoes', heading: 'Configurações' },
  { path: '/dashboard/assinaturas', heading: 'Assinaturas' },
  { path: '/dashboard/notificacoes', heading: 'Notificações' },
  { path: '/dashboard/lixeira', heading: 'Lixeira' },
  { path: '/dashboard/auditoria', heading: 'Auditoria' },
  { path: '/dashboard/suplementos/magnesio', heading: 'Magnésio' },
  { path: '/dashboard/suplementos/topicos/magnesio-formas-quimicas', heading: 'Magnésio' },
];

test('the dashboard screens have no axe violations', async ({ page }) => {
  // Sixteen screens with an axe run each: over a minute on a slow 2-core machine (each step keeps its own timeout).
  test.slow();
  await loginAs(page, 'admin');
  for (const screen of AXE_SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.locator('[data-testid^="skeleton-"]')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  }
});

const ADMIN_PASSWORD = DEMO_ACCOUNTS.admin.password;
const TEMPORARY_PASSWORD = `${ADMIN_PASSWORD}-e2e`;
const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';

/** Safety net: if the journey stopped half-way, put the demo admin's password back through the API. */
async function restoreAdminPassword(request: APIRequestContext) {
  const login = await request.post('/api/v1/login', { data: { document: DEMO_ACCOUNTS.admin.cpf, password: TEMPORARY_PASSWORD } });
  if (!login.ok()) return;
  const { token } = (await login.json()) as { token: string };
  const exchange = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    data: { token, returnSecureToken: true },
  });
  const { idToken } = (await exchange.json()) as { idToken: string };
  await request.post('/api/v1/user-details/password', {
    headers: { Authorization: `Bearer ${idToken}` },
    data: { password: TEMPORARY_PASSWORD, new_password: ADMIN_PASSWORD, confirm_password: ADMIN_PASSWORD },
  });
}

async function changePassword(section: Locator, current: string, next: string) {
  await section.getByLabel('Senha atual').fill(current);
  await section.getByLabel(/^Nova senha/).fill(next);
  await section.getByLabel('Confirmação da nova senha').fill(next);
  await section.getByRole('button', { name: 'Alterar senha' }).click();
}

test('the admin saves the profile, the general settings and the theme, and changes the password and back', async ({ page, request }) => {
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: /Ana Administradora/ }).click();
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/configuracoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();

  const profile = page.getByRole('region', { name: 'Editar perfil' });
  await expect(profile.getByLabel('Nome')).toHaveValue('Ana Administradora');
  await profile.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Informações atualizadas', 'Alterado com sucesso!');

  const general = page.getByRole('region', { name: 'Configurações gerais' });
  await expect(general.getByLabel('URL do tutorial (português)')).not.toHaveValue('');
  await general.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Informações atualizadas', 'Alterado com sucesso!');

  const password = page.getByRole('region', { name: 'Alterar senha' });
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expectInlineErrors(password, ['Senha não foi preenchido', 'Nova senha não foi preenchida', 'Confirmação de senha é obrigatória']);
  await password.getByLabel(/^Nova senha/).fill('abc');
  await password.getByLabel('Confirmação da nova senha').fill('abcdef');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expectInlineErrors(password, ['Senha deve ter pelo menos 6 caracteres', 'As senhas devem coincidir']);
  try {
    await changePassword(password, ADMIN_PASSWORD, TEMPORARY_PASSWORD);
    await expectToast(page, 'Informações atualizadas', 'Nova senha foi definida com sucesso!');
    await expect(password.getByLabel('Senha atual')).toHaveValue('');
    await changePassword(password, TEMPORARY_PASSWORD, ADMIN_PASSWORD);
    await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Nova senha foi definida com sucesso!' })).toHaveCount(2);
  } finally {
    // The password changes ended the admin's saved session: the next journey signs in again.
    forgetSignedIn('admin');
    await restoreAdminPassword(request);
  }

  const theme = page.getByRole('region', { name: 'Tema' });
  await theme.getByLabel('Tema do painel').selectOption({ label: 'Escuro' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await theme.getByLabel('Tema do painel').selectOption({ label: 'Claro' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
