import { ERROR_CODES } from '../contract/error-codes.js';
import { RECENT_SIGN_IN_MINUTES, RECENT_SIGN_IN_REQUIRED } from '../contract/session.js';
import { AppError } from '../http/errors.js';
import type { Caller } from '../http/caller.js';

/**
 * Refuses (403 `reauthentication_required`) a caller whose session signed in more than
 * RECENT_SIGN_IN_MINUTES ago: the administrator confirms the password (POST
 * session/confirm-password signs the session in again) and retries. A stolen or forgotten-open
 * session cannot delete accounts on its own.
 */
export function requireRecentSignIn(caller: Caller, now: Date): void {
  const signedInAt = (caller.authTime ?? 0) * 1000;
  if (now.getTime() - signedInAt <= RECENT_SIGN_IN_MINUTES * 60_000) return;
  throw new AppError(403, RECENT_SIGN_IN_REQUIRED, undefined, ERROR_CODES.reauthenticationRequired);
}
