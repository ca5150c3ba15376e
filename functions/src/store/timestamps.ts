/**
 * How the sqlite adapter keeps a `Date` in its JSON text: as `{"__timestamp__": "<ISO-8601>"}`.
 * Firestore reserves field names matching `__.*__` (limits.ts rejects them), so no document can
 * hold such a map of its own. `toISOString` has a fixed width for years 1-9999 (Firestore's
 * Timestamp range), so the JSON text of two tagged dates orders as the dates do.
 */
export const TIMESTAMP_TAG = '__timestamp__';

const TAG_TEXT = `"${TIMESTAMP_TAG}"`;

function isTagged(value: unknown): value is Record<typeof TIMESTAMP_TAG, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === TIMESTAMP_TAG && typeof (value as Record<string, unknown>)[TIMESTAMP_TAG] === 'string';
}

/** JSON text of a stored value, dates tagged. */
export function encodeJson(value: unknown): string {
  // JSON.stringify hands the replacer Date#toJSON's string; `this[key]` is still the Date.
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, json: unknown) {
    return this[key] instanceof Date ? { [TIMESTAMP_TAG]: json } : json;
  });
}

/** Parses stored JSON text, turning tagged dates back into `Date`s. */
export function decodeJson<T>(text: string): T {
  // Most documents hold no date: skip the (slower) reviver for them.
  if (!text.includes(TAG_TEXT)) return JSON.parse(text) as T;
  return JSON.parse(text, (_key, value: unknown) => (isTagged(value) ? new Date(value[TIMESTAMP_TAG]) : value)) as T;
}
