import type { z } from 'zod';
import { isShownField, type FieldMessages, type ShownFields } from './field-messages';
import { currentLocale } from './i18n';
import { clearFormErrors, notifyFormErrors } from './toaster';

/**
 * The checking half of the one form path (`hooks/use-form-errors.ts`): which message goes under
 * which field, which go to toasts only, and the messages in the user's language. The hook loads this
 * module with the schema, on submit, so none of it weighs on a page's first load.
 */

/** A field's key is its path joined by dots ('name', 'references.0.doi'); '_' is the whole form. */
export type FieldMessage = readonly [key: string, message: string];

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export const issueMessages = (issues: readonly Issue[]): FieldMessage[] =>
  issues.map((issue) => [issue.path.map(String).join('.') || '_', issue.message]);

/**
 * Splits a failed check: the first message of each shown field (for under the field), and the
 * messages to toast, one each: those same first messages plus every message of a field the form
 * does not show (or of the whole form), each text once, in the order found.
 */
export function placeMessages<F extends string>(found: readonly FieldMessage[], fields: ShownFields<F>): { byField: FieldMessages<F>; toasts: string[] } {
  const byField: FieldMessages<F> = {};
  const toasts: string[] = [];
  for (const [key, message] of found) {
    if (isShownField(fields, key)) {
      if (byField[key] !== undefined) continue;
      byField[key] = message;
    }
    if (!toasts.includes(message)) toasts.push(message);
  }
  return { byField, toasts };
}

/**
 * The shared schemas word their messages in Portuguese (spec §5). For an English user they are
 * translated by the contract's one pt → en table, fetched only then (it is not part of any page's
 * first load). The API already answers an English caller in English, so only the browser's own
 * checks need this.
 */
export async function inUserLanguage(found: readonly FieldMessage[]): Promise<FieldMessage[]> {
  if (currentLocale() !== 'en') return [...found];
  const { messageInEnglish } = await import('@contract/messages-en');
  return found.map(([key, message]) => [key, messageInEnglish(message)]);
}

export type CheckResult<F extends string, T> = { passed: true; data: T | undefined } | { passed: false; byField: FieldMessages<F> };

/**
 * Runs the schema on the values. A failure (counting only the `only` fields when given) shows one
 * error toast per message, replacing the previous attempt's; a pass clears them.
 */
export async function checkValues<F extends string, S extends z.ZodType>(
  schema: S,
  values: unknown,
  fields: ShownFields<F>,
  only?: readonly F[],
): Promise<CheckResult<F, z.output<S>>> {
  const result = schema.safeParse(values);
  const found = result.success ? [] : issueMessages(result.error.issues).filter(([key]) => !only || (only as readonly string[]).includes(key));
  if (found.length === 0) {
    clearFormErrors();
    return { passed: true, data: result.success ? result.data : undefined };
  }
  const { byField, toasts } = placeMessages(await inUserLanguage(found), fields);
  notifyFormErrors(toasts);
  return { passed: false, byField };
}
