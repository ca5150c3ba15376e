import { expect, type BrowserContext, type Page } from '@playwright/test';

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

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each demo role's signed-in browser state (Firebase Auth keeps the session in IndexedDB), taken after
 * its first login through the form in this worker process. Journeys that are not about signing in
 * start from it: the login form is the auth journeys' subject, and going through it again in every
 * journey cost CI a few seconds each. The state restored is the one right after that login (local
 * storage included), so what an earlier journey changed in its browser does not carry over.
 */
const signedIn = new Map<DemoRole, SignedInState>();

/**
 * A journey that ends the account's sessions (a password change ends them everywhere) forgets its saved
 * state, so the next journey of this worker signs in through the form again.
 */
export function forgetSignedIn(role: DemoRole): void {
  signedIn.delete(role);
}

/**
 * Signs a demo account in and waits for its landing page: the first time in a worker through the
 * real login form (pt UI), then by restoring that signed-in state into the page's context. Users and
 * premium users land on /app/categorias; the admin lands under /dashboard.
 */
export async function loginAs(page: Page, role: DemoRole): Promise<void> {
  const landed = (url: URL) => url.pathname.startsWith(LANDING[role]);
  const state = signedIn.get(role);
  if (state) {
    await page.context().setStorageState(state);
    // The API's answer to the session: a journey that signed this account out (which ends its sessions
    // everywhere) or changed its password leaves a saved state the API refuses.
    const userAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user' && response.request().method() === 'GET', { timeout: 20_000 });
    await page.goto(LANDING[role]);
    if ((await userAnswer.catch(() => null))?.ok()) {
      // Signed out, the guard would send the page to the login once the session check ends.
      await expect(page.locator('main#main')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Verificando...')).toHaveCount(0);
      await expect(page).toHaveURL(landed);
      return;
    }
    // Sign in through the form again, and keep that state instead.
    signedIn.delete(role);
  }
  const { cpf, password } = DEMO_ACCOUNTS[role];
  await page.goto('/');
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(landed, { timeout: 20_000 });
  signedIn.set(role, await page.context().storageState({ indexedDB: true }));
}
