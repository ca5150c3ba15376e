import { ApiError } from './api-client';
import { notifyError } from './toaster';

/**
 * The shared error handler of spec section 8: logs, then shows one error toast per validation
 * message, or the server's message, or else the caller's fallback text.
 */
export function handleApiError(error: unknown, fallback: string): void {
  console.error('[api]', error);
  if (error instanceof ApiError && error.errors) {
    const messages = Object.values(error.errors).flat();
    if (messages.length > 0) {
      messages.forEach((message) => notifyError(message));
      return;
    }
  }
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  notifyError(message);
}
