import { ApiError, isEditConflict } from './api-client';
import { notifyError, notifyFormErrors } from './toaster';
import { logUnexpected } from './log-unexpected';

export interface HandleApiErrorOptions {
  /**
   * Fields whose messages come from the card payment provider (`token_stripe`): spec section 8 shows
   * them as error toasts without a title.
   */
  untitledFields?: readonly string[];
}

/**
 * The shared error handler of spec section 8: logs what was not expected (a 5xx, a network or code
 * failure), then shows one error toast per validation message (as one batch, replacing the form's
 * earlier ones: `notifyFormErrors`), or the server's message, or else the caller's fallback text.
 * The API words its messages in the caller's language. An edit conflict shows no toast: every
 * content form answers it with the conflict dialog.
 */
export function handleApiError(error: unknown, fallback: string, { untitledFields = [] }: HandleApiErrorOptions = {}): void {
  // An edit conflict is the form's own dialog (who saved meanwhile, the values to copy), not a toast.
  if (isEditConflict(error)) return;
  logUnexpected('api', 'a request failed', error);
  if (error instanceof ApiError && error.errors) {
    const fields = Object.entries(error.errors).filter(([, messages]) => messages.length > 0);
    if (fields.length > 0) {
      const titled = fields.filter(([field]) => !untitledFields.includes(field)).flatMap(([, messages]) => messages);
      if (titled.length > 0) notifyFormErrors([...new Set(titled)]);
      for (const [field, messages] of fields) if (untitledFields.includes(field)) messages.forEach((message) => notifyError(message, null));
      return;
    }
  }
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  notifyError(message);
}
