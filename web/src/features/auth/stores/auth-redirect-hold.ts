import { useSyncExternalStore } from 'react';

/**
 * While held, the shell does not move a signed-in user from /register to /app, so the wizard's
 * success screen can be seen. The wizard releases it when it goes away.
 */
let held = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (held === next) return;
  held = next;
  listeners.forEach((listener) => listener());
}

export const holdAuthRedirect = (): void => set(true);
export const releaseAuthRedirect = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthRedirectHeld(): boolean {
  return useSyncExternalStore(subscribe, () => held, () => held);
}
