import { ApiError } from './api-client';

/** A 4xx is an answer the screen handles (a message for the person, a redirect), not a fault. */
export function isHandledAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The one way to log a failure: what was not expected (a 5xx, a network or code failure) goes to
 * the console; a handled 4xx answer does not, so the console stays a list of real faults.
 */
export function logUnexpected(scope: string, message: string, error: unknown): void {
  if (!isHandledAnswer(error)) console.error(`[${scope}] ${message}`, error);
}
