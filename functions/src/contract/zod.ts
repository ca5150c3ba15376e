import { z } from 'zod';

/**
 * The one zod of the contract. `jitless`: zod otherwise compiles object parsers with `new Function`,
 * which the web app's Content-Security-Policy forbids (no 'unsafe-eval'); the interpreted parsers
 * are fast enough for forms and API bodies. Must run before any schema is built, hence this module.
 */
z.config({ jitless: true });

export { z };

const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number field as forms send it: a JSON number, or decimal text (multipart sends every field as
 * text). Anything else reaches `schema` as it came and fails there with the field's message, where
 * Number() would have read `true`, `[1]` or '0x1F' as 1, 1 and 31.
 */
export const fromDecimalText = <T extends z.ZodType>(schema: T) => z.preprocess(readDecimalText, schema);

/** Decimal text as its number; blank text as 0, as Number('') reads it (a form's empty field fails the range, not the type). */
function readDecimalText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return 0;
  return DECIMAL_TEXT.test(value) ? Number(value) : value;
}
