import type { Auth } from 'firebase-admin/auth';
import type { RoleSlug } from '../domain/docs.js';
import { PASSWORD_TOO_SHORT } from '../contract/auth.js';
import { AppError } from '../http/errors.js';

/** What the API needs of Firebase Auth (the Auth emulator locally, the real service in production). */
export interface IdentityProvider {
  createAccount(input: { email: string; password: string; displayName: string }): Promise<string>;
  /** The Auth account of this e-mail and when it was created, if there is one. */
  findAccount(email: string): Promise<{ uid: string; createdAt: Date } | null>;
  deleteAccount(uid: string): Promise<void>;
  updateAccount(uid: string, changes: { email?: string; password?: string; displayName?: string }): Promise<void>;
  setRole(uid: string, role: RoleSlug): Promise<void>;
  /** Checks the password with Firebase Auth's own sign-in endpoint. */
  checkPassword(email: string, password: string): Promise<boolean>;
  /** A custom token whose ID tokens carry the role and the account's session version (`sv`). */
  createCustomToken(uid: string, role: RoleSlug, sessionVersion: number): Promise<string>;
  verifyIdToken(token: string): Promise<VerifiedToken>;
  revokeSessions(uid: string): Promise<void>;
}

export interface VerifiedToken {
  uid: string;
  /** The `sv` claim: the account's session version when this session signed in. */
  sessionVersion: number;
  /** When this session signed in (Firebase's `auth_time`, Unix seconds); absent means unknown, treated as long ago. */
  authTime?: number;
  /** When this ID token was issued (`iat`, Unix seconds): a new token (a sign-in, a refresh) is a new look at the profile. */
  issuedAt?: number;
}

const WRONG_CREDENTIALS = new Set(['INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'INVALID_LOGIN_CREDENTIALS', 'USER_DISABLED']);

/**
 * Firebase Auth's refusals of what a person typed, as the API's 4xx answers (never a 500): the
 * schemas catch these first, so this is what Auth checks that they might not.
 */
export function authInputError(error: unknown): AppError | null {
  const code = (error as { code?: unknown })?.code;
  switch (code) {
    case 'auth/email-already-exists':
      return new AppError(409, 'E-mail já cadastrado', { email: ['E-mail já cadastrado'] });
    case 'auth/invalid-password':
      return new AppError(422, PASSWORD_TOO_SHORT, { password: [PASSWORD_TOO_SHORT] });
    case 'auth/invalid-email':
      return new AppError(422, 'E-mail inválido', { email: ['E-mail inválido'] });
    case 'auth/invalid-display-name':
      return new AppError(422, 'Nome inválido', { name: ['Nome inválido'] });
    default:
      return null;
  }
}

/** Firebase Auth through firebase-admin plus the Identity Toolkit REST sign-in endpoint. */
export function createFirebaseIdentityProvider(auth: Auth, options: { apiKey?: string; emulatorHost?: string }): IdentityProvider {
  const signInUrl = (apiKey: string) => `${options.emulatorHost ? `http://${options.emulatorHost}/` : 'https://'}identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`;

  return {
    async createAccount({ email, password, displayName }) {
      try {
        const user = await auth.createUser({ email, password, displayName });
        return user.uid;
      } catch (error) {
        throw authInputError(error) ?? error;
      }
    },
    async findAccount(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return { uid: user.uid, createdAt: new Date(user.metadata.creationTime) };
      } catch (error) {
        if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') return null;
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
        throw authInputError(error) ?? error;
      }
    },
    async setRole(uid, role) {
      await auth.setCustomUserClaims(uid, { role });
    },
    async checkPassword(email, password) {
      // Only the api function binds the key (params.ts); the jobs never check passwords.
      if (!options.apiKey) throw new Error('Password sign-in needs AUTH_WEB_API_KEY, which this function does not bind');
      const response = await fetch(signInUrl(options.apiKey), {
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
    createCustomToken(uid, role, sessionVersion) {
      return auth.createCustomToken(uid, { role, sv: sessionVersion });
    },
    async verifyIdToken(token) {
      const decoded = await auth.verifyIdToken(token);
      return { uid: decoded.uid, sessionVersion: typeof decoded.sv === 'number' ? decoded.sv : 0, authTime: decoded.auth_time, issuedAt: decoded.iat };
    },
    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
    },
  };
}
