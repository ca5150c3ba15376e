/**
 * The messages a form shows under its fields, and which keys it shows. Small and loaded with every
 * form (a refused save is placed as it renders); the checking code is in form-validation.ts, which
 * loads on submit.
 */

/** The first message of each field the form shows, by field key. */
export type FieldMessages<F extends string = string> = Partial<Record<F, string>>;

/**
 * Which keys the form shows under a field: a list, or every key (list forms, whose keys are paths
 * such as 'references.0.doi'). '_' is the whole form's and is never under a field.
 */
export type ShownFields<F extends string> = readonly F[] | 'every-path';

export const isShownField = <F extends string>(fields: ShownFields<F>, key: string): key is F =>
  fields === 'every-path' ? key !== '_' : (fields as readonly string[]).includes(key);

/** The first message of each shown field of a 422's `errors` (`{ field: [messages] }`). */
export function placeServerMessages<F extends string>(errors: Readonly<Record<string, readonly string[]>>, fields: ShownFields<F>): FieldMessages<F> {
  const byField: FieldMessages<F> = {};
  for (const [key, messages] of Object.entries(errors)) if (isShownField(fields, key) && messages[0] !== undefined) byField[key] = messages[0];
  return byField;
}
