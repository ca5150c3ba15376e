import type { PasswordChangeData } from '@contract/accounts';
import { api, createApiClient } from './api-client';

/** The old ID token is refused even on public routes, so the new sign-in goes without it. */
const withoutSession = createApiClient({ getIdToken: () => Promise.resolve(null) });

/**
 * POST user-details/password, then signs this browser in again with the new password. A password
 * change ends every session of the account (Firebase Auth revokes its refresh tokens and the API
 * refuses ID tokens issued before it), and the person who changed it expects to stay signed in.
 * `document` is the signed-in user's CPF.
 */
export async function changePasswordAndStaySignedIn(data: PasswordChangeData, document: string): Promise<void> {
  await api.post('user-details/password', data);
  const { token } = await withoutSession.post<{ token: string }>('login', { document, password: data.new_password });
  const { signInWithServerToken } = await import('./firebase');
  await signInWithServerToken(token);
}
