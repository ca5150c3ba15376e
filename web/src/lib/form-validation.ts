import { currentLocale } from './i18n';

/**
 * The pure half of the one form path (`hooks/use-form-errors.ts`): which message goes under which
 * field, which go to toasts only, and the messages in the user's language.
 */

/** The first message of each field the form shows, by field key. */
export type FieldMessages<F extends string = string> = Partial<Record<F, string>>;

/** A field's key is its path joined by dots ('name', 'references.0.doi'); '_' is the whole form. */
export type FieldMessage = readonly [key: string, message: string];

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Which keys the form shows under a field: a list, or every key (list forms whose keys are paths). */
export type ShownFields<F extends string> = readonly F[] | 'every-path';

export const issueMessages = (issues: readonly Issue[]): FieldMessage[] =>
  issues.map((issue) => [issue.path.map(String).join('.') || '_', issue.message]);

/** A 422's `errors` (`{ field: [messages] }`) in the same shape as a schema's issues. */
export const serverMessages = (errors: Readonly<Record<string, readonly string[]>>): FieldMessage[] =>
  Object.entries(errors).flatMap(([key, messages]) => messages.map((message): FieldMessage => [key, message]));

const isShown = <F extends string>(fields: ShownFields<F>, key: string): key is F =>
  fields === 'every-path' ? key !== '_' : (fields as readonly string[]).includes(key);

/**
 * Splits a failed check: the first message of each shown field (for under the field), and the
 * messages to toast, one each: those same first messages plus every message of a field the form
 * does not show (or of the whole form), each text once, in the order found.
 */
export function placeMessages<F extends string>(found: readonly FieldMessage[], fields: ShownFields<F>): { byField: FieldMessages<F>; toasts: string[] } {
  const byField: FieldMessages<F> = {};
  const toasts: string[] = [];
  for (const [key, message] of found) {
    if (isShown(fields, key)) {
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
