import { ApiError } from './api-client';
import { notifyError } from './toaster';

export interface HandleApiErrorOptions {
  /**
   * Fields whose messages come from the card payment provider (`token_stripe`): spec section 8 shows
   * them as error toasts without a title.
   */
  untitledFields?: readonly string[];
}

/**
 * The shared error handler of spec section 8: logs, then shows one error toast per validation
 * message, or the server's message, or else the caller's fallback text.
 */
export function handleApiError(error: unknown, fallback: string, { untitledFields = [] }: HandleApiErrorOptions = {}): void {
  console.error('[api]', error);
  if (error instanceof ApiError && error.errors) {
    const fields = Object.entries(error.errors).filter(([, messages]) => messages.length > 0);
    if (fields.length > 0) {
      for (const [field, messages] of fields) {
        const untitled = untitledFields.includes(field);
        messages.forEach((message) => (untitled ? notifyError(message, null) : notifyError(message)));
      }
      return;
    }
  }
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  notifyError(message);
}
