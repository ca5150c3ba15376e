import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** One message per field: the first the checks found (spec section 5: shown one per message). */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first zod issue of each known field. */
export function errorsFromIssues<F extends string>(issues: readonly Issue[], fields: readonly F[]): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The first server message of each known field of a 422 (e.g. `password: ['Senha atual incorreta']`). */
export function errorsFromApi<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  const errors: FormErrors<F> = {};
  if (!(error instanceof ApiError) || !error.errors) return errors;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field with an error, in form order: where focus goes after a failed submit. */
export function firstInvalidField<F extends string>(errors: FormErrors<F>, fields: readonly F[]): F | undefined {
  return fields.find((field) => errors[field]);
}

/** The shared schemas carry Portuguese texts; other languages translate them by their text. */
export function translateProfileMessage(t: TFunction<'profile'>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return t(`validation.${message}`, { defaultValue: message });
}
