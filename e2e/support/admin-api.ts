import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from './login';

/** The Auth emulator `npm start` runs (an ID token for the admin's API calls, as the dashboard makes them). */
const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';

/** Signs the demo admin in through the API and the Auth emulator: the bearer token of its API calls. */
export async function adminIdToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { document: DEMO_ACCOUNTS.admin.cpf, password: DEMO_ACCOUNTS.admin.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const exchange = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    data: { token, returnSecureToken: true },
  });
  expect(exchange.status()).toBe(200);
  return ((await exchange.json()) as { idToken: string }).idToken;
}
