import { api } from './api-client';
import { logUnexpected } from './log-unexpected';

/**
 * The FCM token this browser registered for the signed-in user, kept so that logging out (or turning
 * web push off) can tell the API to stop sending to it: the next person on this browser must not
 * receive the previous one's notifications.
 */
const STORAGE_KEY = 'nutrindex_push_token';

export function rememberPushToken(token: string): void {
  localStorage.setItem(STORAGE_KEY, token);
}

export function rememberedPushToken(): string | null {
  return localStorage.getItem(STORAGE_KEY);
}

/** Forgets the token here only (the API already deleted it, with the account). */
export function forgetPushTokenLocally(): void {
  localStorage.removeItem(STORAGE_KEY);
}

/** Forgets this browser's token at the API; a failure is only logged (the token then expires at FCM). */
export async function forgetPushToken(): Promise<void> {
  const token = rememberedPushToken();
  if (!token) return;
  localStorage.removeItem(STORAGE_KEY);
  try {
    await api.delete('/device-tokens/:token', { params: { token } });
  } catch (error) {
    logUnexpected('push', 'could not forget this browser’s token', error);
  }
}
