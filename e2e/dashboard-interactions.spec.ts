import { expect, test, type Page } from '@playwright/test';
import { adminIdToken } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

const unique = () => Date.now().toString(36);

async function expectToast(page: Page, title: string, text: string) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title }).filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Types into an interaction side's picker and chooses the option with the keyboard. */
async function pick(page: Page, label: RegExp, term: string, option: RegExp) {
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(term);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  while ((await page.getByRole('option', { name: option }).getAttribute('aria-selected')) !== 'true') await picker.press('ArrowDown');
  await picker.press('Enter');
}

// Test data made by the journey itself (a made-up drug and its texts), never clinical content.
test('the admin adds a drug and an interaction with a seeded supplement; the checker shows it once saved; edit, history, trash and restore', async ({ page, request }) => {
  test.setTimeout(150_000);
  const id = unique();
  const drug = `Fármaco E2E ${id}`;
  const mechanism = `Mecanismo da jornada ${id}.`;
  await loginAs(page, 'admin');

  // A drug, with a synonym and a brand, in the drug list.
  await openSection(page, 'Medicamentos');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Adicionar novo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo medicamento' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Nome em inglês não foi preenchido', { exact: true })).toBeVisible();
  await dialog.getByLabel('Nome (DCB)').fill(drug);
  await dialog.getByLabel('Nome internacional (inglês)').fill(`E2E drug ${id}`);
  await dialog.getByLabel('Marcas comerciais').fill(`MarcaE2E${id}`);
  await dialog.getByText('Antiplaquetários', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Antiplaquetários' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cadastro realizado', 'Novo medicamento cadastrado');
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Buscar medicamentos' }).fill(`MarcaE2E${id}`);
  await expect(page.getByRole('row').filter({ hasText: drug })).toContainText('Antiplaquetários');

  // An interaction between a seeded supplement and that drug, both picked by typeahead.
  await openSection(page, 'Interações');
  await page.getByRole('button', { name: 'Adicionar novo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/interacoes\/nova$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova interação' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Selecione o suplemento', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Mecanismo não foi preenchido', { exact: true }).first()).toBeVisible();
  await pick(page, /^Suplemento/, 'Coenzima', /^Coenzima Q10\W+Suplemento/);
  await pick(page, /^Interage com/, drug, new RegExp(`^${drug}\\W+Medicamento`));
  await page.getByLabel('Gravidade').selectOption('moderada');
  await expect(page.getByText('Moderada: Usar com cautela e monitorar.')).toBeVisible();
  await page.getByLabel('Probabilidade').selectOption('possivel');
  await page.getByLabel('Nível de evidência').selectOption('C');
  await page.getByLabel('Mecanismo').fill(mechanism);
  await page.getByLabel('Conduta').fill('Conduta da jornada.');
  await page.getByLabel('Orientação de horário').fill('Separar por 2 h');
  await page.getByRole('button', { name: 'Adicionar referência' }).click();
  await page.getByLabel('Autores').fill('Jornada E2E');
  await page.getByLabel('Título').fill('Referência de teste');
  await page.getByLabel('DOI').fill('doi inválido');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('DOI inválido (ex.: 10.1056/NEJMra070553)', { exact: true }).first()).toBeVisible();
  await page.getByLabel('DOI').fill('https://doi.org/10.1000/e2e.jornada');
  await expectNoSeriousA11yViolations(page);
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/interactions'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const answer = (await (await created).json()) as { item: { id: number; supplement_id: number; other_id: number; references: { doi: string | null }[] } };
  expect(answer.item.references[0]?.doi).toBe('10.1000/e2e.jornada');
  await expectToast(page, 'Cadastro realizado', 'Nova interação cadastrada');
  await expect(page).toHaveURL(/\/dashboard\/interacoes$/);

  // Once saved, the reader's checker answers the pair with it.
  await page.goto(`/app/interacoes?itens=s${answer.item.supplement_id}-m${answer.item.other_id}`);
  const card = page.getByRole('article').filter({ hasText: mechanism });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Coenzima Q10');
  await expect(card).toContainText(drug);

  // Edit: the editor loads it, the change is saved and the history lists both versions.
  await page.goto('/dashboard/interacoes');
  await page.getByRole('searchbox', { name: 'Buscar por suplemento, medicamento ou condição' }).fill(drug);
  const row = page.getByRole('row').filter({ hasText: drug });
  await expect(row).toContainText('Moderada');
  await row.getByRole('button', { name: /^Editar / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/interacoes/${answer.item.id}$`));
  await expect(page.getByLabel('Mecanismo')).toHaveValue(mechanism);
  await expect(page.getByRole('combobox', { name: /^Interage com/ })).toHaveValue(drug);
  await page.getByLabel('Gravidade').selectOption('grave');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Atualização realizada', 'Interação foi atualizada!');
  await expect(page).toHaveURL(/\/dashboard\/interacoes$/);
  await page.getByRole('searchbox', { name: 'Buscar por suplemento, medicamento ou condição' }).fill(drug);
  await expect(row).toContainText('Grave');
  await row.getByRole('button', { name: /^Editar / }).click();
  const history = page.getByRole('region', { name: 'Histórico' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Editado');
  await expect(history.getByRole('listitem').first()).toContainText(/Alterou: .*gravidade/);
  await expectNoSeriousA11yViolations(page);

  // Delete: to the trash, and back.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/interacoes$/);
  await page.getByRole('searchbox', { name: 'Buscar por suplemento, medicamento ou condição' }).fill(drug);
  await row.getByRole('button', { name: /^Deletar / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deletar interação' });
  await expect(confirm).toContainText(`Coenzima Q10 × ${drug}`);
  await confirm.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expectToast(page, 'Atualização realizada', 'Interação foi deletada!');
  await expect(page.getByText('Nada encontrado')).toBeVisible();

  await openSection(page, 'Lixeira');
  const trashed = page.getByRole('row').filter({ hasText: 'Interação' }).first();
  await expect(trashed).toBeVisible();
  await trashed.getByRole('button', { name: /^Restaurar/ }).click();
  await page.getByRole('alertdialog', { name: 'Restaurar da lixeira' }).getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(page.getByText('Interação restaurada')).toBeVisible();
  await openSection(page, 'Interações');
  await page.getByRole('searchbox', { name: 'Buscar por suplemento, medicamento ou condição' }).fill(drug);
  await expect(page.getByRole('row').filter({ hasText: drug })).toContainText('Grave');

  // Leave the catalogue as the other journeys expect it.
  const headers = { Authorization: `Bearer ${await adminIdToken(request)}` };
  expect((await request.delete(`/api/v1/interactions/${answer.item.id}`, { headers })).status()).toBe(200);
  expect((await request.delete(`/api/v1/drugs/${answer.item.other_id}`, { headers })).status()).toBe(200);
});
