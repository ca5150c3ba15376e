import { ApiError } from './api-client';
import { notifyError } from './toaster';

export interface HandleApiErrorOptions {
  /**
   * Fields whose messages come from the card payment provider (`token_stripe`): spec section 8 shows
   * them as error toasts without a title.
   */
  untitledFields?: readonly string[];
}

/** A 4xx is an answer the screen handles (a message for the person), not a fault worth a console error. */
const isHandledAnswer = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The shared error handler of spec section 8: logs what was not expected (a 5xx, a network or code
 * failure), then shows one error toast per validation message, or the server's message, or else
 * the caller's fallback text.
 */
export function handleApiError(error: unknown, fallback: string, { untitledFields = [] }: HandleApiErrorOptions = {}): void {
  if (!isHandledAnswer(error)) console.error('[api]', error);
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
