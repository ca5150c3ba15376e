/**
 * What no person types and the app must never store or send: control characters (NUL and friends;
 * tabs and line breaks stay), lone UTF-16 surrogates (invalid text that breaks JSON and FCM), and the
 * bidirectional embedding, override and isolate controls that make text read other than it is stored.
 * Text made only of invisible characters (zero-width spaces, fillers) counts as empty, so 'required'
 * and 'too short' messages apply to it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
const INVISIBLE_ONLY = /^[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]*$/u;

/** `text` without what the comment above lists; '' when nothing visible is left. */
export function cleanText(text: string): string {
  const cleaned = text.replace(CONTROL, '').replace(LONE_SURROGATE, '').replace(BIDI_CONTROL, '');
  return INVISIBLE_ONLY.test(cleaned) ? '' : cleaned;
}

/** Secrets are compared as sent: a password or token is never rewritten. */
const VERBATIM_KEY = /password|token/i;

/** How deep cleanInput walks; the API refuses deeper bodies before (http/body-limit.ts). */
export const MAX_INPUT_DEPTH = 32;

/** Input nested deeper than MAX_INPUT_DEPTH: refused, never walked further (the recursion would overflow the stack). */
export class InputTooDeepError extends Error {
  constructor() {
    super('input nested too deeply');
    this.name = 'InputTooDeepError';
  }
}

/** Every string of a request's input cleaned (recursively through plain objects and arrays, at most MAX_INPUT_DEPTH deep), secrets aside. */
export function cleanInput(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return VERBATIM_KEY.test(key) ? value : cleanText(value);
  const nests = Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);
  if (nests && depth >= MAX_INPUT_DEPTH) throw new InputTooDeepError();
  if (Array.isArray(value)) return value.map((item) => cleanInput(item, key, depth + 1));
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, cleanInput(item, name, depth + 1)]));
  }
  return value;
}
