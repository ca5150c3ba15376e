import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatCpf, randomCpfDigits } from './cpf';

export interface FreshUser {
  name: string;
  email: string;
  cpf: string;
  password: string;
}

/**
 * Registers a new account through the API (POST /api/v1/register), so a journey that changes an
 * account (password, language) never touches the shared demo accounts.
 */
export async function registerFreshUser(request: APIRequestContext, name = 'Renata Jornada Lima'): Promise<FreshUser> {
  const user: FreshUser = {
    name,
    email: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    cpf: formatCpf(randomCpfDigits()),
    password: 'segredo123',
  };
  const response = await request.post('/api/v1/register', {
    data: {
      name: user.name,
      email: user.email,
      document: user.cpf,
      phone: '(11) 98765-4321',
      education_id: 1,
      password: user.password,
      conf_password: user.password,
      accepted_terms: '1',
      receive_notifications: '0',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/** Logs an account in through the login form (pt UI) and waits for the catalogue home. */
export async function logInWithCpf(page: Page, cpf: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/app/categorias', { timeout: 20_000 });
}
