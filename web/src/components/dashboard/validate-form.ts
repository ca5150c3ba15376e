import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/toaster';

export type FormErrors = Partial<Record<string, string>>;

type Validation<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/**
 * Checks a form with its shared schema before any request (spec section 5): every message is
 * reported together, one error toast each, and the first message per field is returned for inline display.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors = {};
  const messages: string[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (errors[field]) continue;
    errors[field] = issue.message;
    messages.push(issue.message);
  }
  messages.forEach((message) => notifyError(i18n.t(`dashboard:validation.${message}`, { defaultValue: message })));
  return { ok: false, errors };
}

/** The first message per field of a refused request (422), for the inline messages. */
export function serverFieldErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  if (error instanceof ApiError && error.errors) {
    for (const [field, messages] of Object.entries(error.errors)) errors[field] = messages[0];
  }
  return errors;
}
