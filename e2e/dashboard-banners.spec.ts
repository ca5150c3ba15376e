import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { loginAs } from './support/login';

const IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'category.png');

async function expectToast(page: Page, title: string, text: string) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title }).filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}

/** The web banner with this name in the user area's side slots. */
const bannerLink = (page: Page, name: string): Locator => page.getByRole('complementary').getByRole('link').filter({ has: page.getByRole('img', { name }) });

// English web banners: the seed has one (shown first), so a new one with the last order is the second slot.
test('the admin creates a web banner that users of its language see, edits it and deletes it', async ({ page, browser, request }) => {
  const name = `E2E Banner ${Date.now().toString(36)}`;
  await loginAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();

  // Empty form: every message at once, and nothing is sent.
  await page.getByRole('button', { name: 'Adicionar novo' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adicionar novo' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  for (const message of ['Nome não foi preenchido', 'Selecione o tipo', 'Selecione o tipo de usuário', 'Selecione a ordem de exibição', 'Informe o link']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  // One error toast a message (spec §5), stacked as a deck in the corner: the form stays usable at
  // once (the clicks below fail if a toast covers a field or the dialog's buttons).
  await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Informe o link' })).toHaveCount(1);

  await dialog.getByLabel('Imagem').setInputFiles(IMAGE);
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel(/^Tipo\W*$/).selectOption({ label: 'Web' });
  await dialog.getByLabel('Tipo de usuário').selectOption({ label: 'Todos' });
  await dialog.getByLabel('Link').fill('https://example.com/e2e-banner');
  await dialog.getByLabel('Ordem de exibição').fill('1000');
  await dialog.getByLabel('Idioma').selectOption({ label: 'English' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cadastro realizado', 'Novo banner foi criado');
  await expect(dialog).toBeHidden();

  // A user whose language is English sees it in a side slot, opening its link in a new tab.
  const user = await registerFreshUser(request);
  const reader = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await logInWithCpf(reader, user.cpf, user.password);
  await reader.goto('/app/perfil');
  // The banners follow the server's locale: leave only once the server has it.
  const sentEn = reader.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/locale/en'));
  await reader.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
  await sentEn;
  await reader.goto('/app/categorias');
  const shown = bannerLink(reader, name);
  await expect(shown).toHaveAttribute('href', 'https://example.com/e2e-banner');
  await expect(shown).toHaveAttribute('target', '_blank');

  // Edit: the dialog loads the banner; then delete it with the confirmation.
  await page.getByRole('searchbox', { name: 'Buscar banners' }).fill(name);
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `Editar ${name}` });
  await expect(dialog.getByLabel('Nome')).toHaveValue(name);
  await expect(dialog.getByLabel('Link')).toHaveValue('https://example.com/e2e-banner');
  await dialog.getByLabel('Nome').fill(`${name} B`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Atualização realizada', 'Banner foi atualizado!');

  await reader.reload();
  await expect(bannerLink(reader, `${name} B`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar banners' }).fill(`${name} B`);
  await page.getByRole('button', { name: `Deletar ${name} B` }).click();
  dialog = page.getByRole('alertdialog', { name: 'Deletar banner' });
  await expect(dialog).toContainText(`Tem certeza que deseja deletar "${name} B"?`);
  await dialog.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expectToast(page, 'Atualização realizada', 'Banner foi deletado!');
  await expect(page.getByText('Nada encontrado')).toBeVisible();

  await reader.reload();
  await expect(reader.getByRole('complementary').getByRole('img', { name: 'Clinical Supplementation Course' })).toBeVisible();
  await expect(reader.getByRole('img', { name: `${name} B` })).toHaveCount(0);
});
