import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { formatCpf, randomCpfDigits, withWrongCheckDigit } from './support/cpf';

const DEMO_USER = { cpf: '111.444.777-35', password: 'usuario123' };

async function next(page: Page) {
  await page.getByRole('button', { name: 'Avançar' }).click();
}

async function fillNameAndEmail(page: Page, name: string, email: string) {
  await page.getByLabel('Nome completo').fill(name);
  await next(page);
  await page.getByLabel('E-mail principal').fill(email);
  await next(page);
}

async function logIn(page: Page, cpf: string, password: string) {
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('a new user registers through the wizard, logs out and logs back in by CPF', async ({ page }) => {
  const cpf = randomCpfDigits();
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'segredo123';

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/register');
  await expect(page.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '12.5');
  await expectNoSeriousA11yViolations(page);

  await fillNameAndEmail(page, 'Marina Teste Souza', email);
  await page.getByLabel('CPF').fill(cpf);
  await expect(page.getByLabel('CPF')).toHaveValue(formatCpf(cpf));
  await next(page);
  await page.getByLabel('Celular').fill('11987654321');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await next(page);

  const education = page.getByLabel('Formação');
  await expect(education.locator('option:not([disabled])').first()).toBeAttached();
  await education.selectOption({ index: 1 });
  await next(page);

  // The hint and the check agree (Firebase Auth's minimum is 6): five characters are one too few.
  await expect(page.getByText('De 6 a 30 caracteres.')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('abcde');
  await page.getByLabel('Confirmação de senha').fill('abcde');
  await page.getByLabel('Confirmação de senha').press('Enter');
  await expect(page.getByText('Senha deve ter pelo menos 6 caracteres').first()).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmação de senha').fill(password);
  await page.getByLabel('Confirmação de senha').press('Enter');

  await expect(page.getByRole('region', { name: 'Texto dos termos de uso' })).toBeVisible();
  await page.getByText('Li e aceito os termos de uso').click();
  await expect(page.getByRole('checkbox', { name: 'Li e aceito os termos de uso' })).toBeChecked();
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();

  await expect(page.getByRole('heading', { name: 'Cadastro realizado!' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: 'Acessar o Nutrindex' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/app/categorias');
  await expect(page.getByText('Olá, Marina')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  await expect(page).toHaveTitle('Categorias | Nutrindex');

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();

  await logIn(page, formatCpf(cpf), password);
  await expect(page).toHaveURL((url) => url.pathname === '/app/categorias');
  await expect(page.getByText('Olá, Marina')).toBeVisible();
});

test('the register wizard refuses a CPF with a wrong check digit', async ({ page }) => {
  await page.goto('/register');
  await fillNameAndEmail(page, 'Marina Teste Souza', `e2e-cpf-${Date.now()}@example.com`);
  await page.getByLabel('CPF').fill(withWrongCheckDigit(randomCpfDigits()));
  await next(page);
  await expect(page.getByText('CPF inválido')).toBeVisible();
  await expect(page.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '37.5');
});

test('a wrong password at login shows the server’s message', async ({ page }) => {
  await page.goto('/');
  await logIn(page, DEMO_USER.cpf, 'senha-errada');
  await expect(page.getByText('CPF ou senha incorretos')).toBeVisible();
  await expect(page.getByText('Não foi possível avançar')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an English reader sees the checks and the server’s refusal in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('nutrindex_locale', JSON.stringify({ slug: 'en' })));
  await page.goto('/');
  const submit = page.getByRole('button', { name: 'Log in' });
  await submit.click();
  await expect(page.getByText('CPF is required', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('CPF')).toBeFocused();
  await page.getByLabel('CPF').fill(DEMO_USER.cpf);
  await page.getByLabel('Password', { exact: true }).fill('senha-errada');
  await submit.click();
  // The API answers the wrong password in the reader's language (Accept-Language: en).
  await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Incorrect CPF or password' })).toBeVisible();
  await expect(page.getByText('CPF ou senha incorretos')).toHaveCount(0);
});

test('the demo user logs in by CPF and lands on the catalogue home', async ({ page }) => {
  await page.goto('/');
  await logIn(page, DEMO_USER.cpf, DEMO_USER.password);
  await expect(page).toHaveURL((url) => url.pathname === '/app/categorias');
  await expect(page.getByText(/^Olá, /)).toBeVisible();
});
