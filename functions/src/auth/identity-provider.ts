import type { Auth } from 'firebase-admin/auth';
import type { RoleSlug } from '../domain/docs.js';
import { AppError } from '../http/errors.js';

/** What the API needs of Firebase Auth (the Auth emulator locally, the real service in production). */
export interface IdentityProvider {
  createAccount(input: { email: string; password: string; displayName: string }): Promise<string>;
  deleteAccount(uid: string): Promise<void>;
  updateAccount(uid: string, changes: { email?: string; password?: string; displayName?: string }): Promise<void>;
  setRole(uid: string, role: RoleSlug): Promise<void>;
  /** Checks the password with Firebase Auth's own sign-in endpoint. */
  checkPassword(email: string, password: string): Promise<boolean>;
  createCustomToken(uid: string, role: RoleSlug): Promise<string>;
  verifyIdToken(token: string): Promise<{ uid: string; authTimeSeconds: number }>;
  revokeSessions(uid: string): Promise<void>;
}

const WRONG_CREDENTIALS = new Set(['INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'INVALID_LOGIN_CREDENTIALS', 'USER_DISABLED']);

/** Firebase Auth through firebase-admin plus the Identity Toolkit REST sign-in endpoint. */
export function createFirebaseIdentityProvider(auth: Auth, options: { apiKey: string; emulatorHost?: string }): IdentityProvider {
  const signInUrl = `${options.emulatorHost ? `http://${options.emulatorHost}/` : 'https://'}identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${encodeURIComponent(options.apiKey)}`;

  return {
    async createAccount({ email, password, displayName }) {
      try {
        const user = await auth.createUser({ email, password, displayName });
        return user.uid;
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists') throw new AppError(409, 'E-mail já cadastrado');
        throw error;
      }
    },
    async deleteAccount(uid) {
      await auth.deleteUser(uid);
    },
    async updateAccount(uid, changes) {
      try {
        await auth.updateUser(uid, changes);
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists') throw new AppError(409, 'E-mail já cadastrado');
        throw error;
      }
    },
    async setRole(uid, role) {
      await auth.setCustomUserClaims(uid, { role });
    },
    async checkPassword(email, password) {
      const response = await fetch(signInUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: false }),
      });
      if (response.ok) return true;
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      const code = body.error?.message?.split(' ')[0] ?? '';
      if (WRONG_CREDENTIALS.has(code)) return false;
      if (code.startsWith('TOO_MANY_ATTEMPTS')) throw new AppError(429, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.');
      throw new Error(`Password check failed with status ${response.status} (${code})`);
    },
    createCustomToken(uid, role) {
      return auth.createCustomToken(uid, { role });
    },
    async verifyIdToken(token) {
      const decoded = await auth.verifyIdToken(token);
      return { uid: decoded.uid, authTimeSeconds: decoded.auth_time };
    },
    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
    },
  };
}
