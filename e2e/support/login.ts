import { expect, type Page } from '@playwright/test';

/** The seeded demo accounts (functions emulator seed). */
export const DEMO_ACCOUNTS = {
  user: { cpf: '111.444.777-35', password: 'usuario123' },
  premium: { cpf: '390.533.447-05', password: 'premium123' },
  admin: { cpf: '529.982.247-25', password: 'admin123' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** Where each role lands after logging in. */
const LANDING: Record<DemoRole, string> = {
  user: '/app/categorias',
  premium: '/app/categorias',
  admin: '/dashboard',
};

/**
 * Logs a demo account in through the real login form (pt UI) and waits for the landing page.
 * Users and premium users land on /app/categorias; the admin lands under /dashboard.
 */
export async function loginAs(page: Page, role: DemoRole): Promise<void> {
  const { cpf, password } = DEMO_ACCOUNTS[role];
  await page.goto('/');
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(LANDING[role]), { timeout: 20_000 });
}
