import { expect, test } from '@playwright/test';
import { loginAs } from './support/login';

// firebase.json's headers, as the Hosting emulator serves them (the local run only adds the Auth
// emulator's address to connect-src).
for (const path of ['/', '/app/categorias', '/dashboard']) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", 'https://js.stripe.com', 'https://identitytoolkit.googleapis.com']) {
      expect(csp).toContain(directive);
    }
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
}

test('/robots.txt is a real robots file, not the app', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const body = await response.text();
  expect(body).toContain('User-agent: *');
  expect(body).toContain('Disallow: /dashboard');
  expect(body).not.toContain('<html');
});

test('signing in and reading the catalogue break no rule of the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await loginAs(page, 'user');
  await page.getByRole('link', { name: /Minerais/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
