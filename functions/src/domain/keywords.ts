/**
 * Normalised keywords for list search: stored lists carry `keywords` (word prefixes) and a
 * list search asks for `keywords array-contains searchToken(search)`, a query Firestore serves.
 */

/** Longer prefixes add index size and little precision; search tokens are cut the same way. */
export const MAX_PREFIX_LENGTH = 12;
const MIN_PREFIX_LENGTH = 2;

/** Lower case, accent-free, single-spaced, trimmed: "  Magnésio   Quelato " → "magnesio quelato". */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function wordsOf(text: string): string[] {
  return normalizeText(text).split(/[^a-z0-9]+/).filter((word) => word.length > 0);
}

/** A CPF or phone typed with punctuation ("529.982.247-25") is searched by its digits. */
function digitRun(text: string): string | null {
  if (!/^[\d\s.\-/()]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= MIN_PREFIX_LENGTH ? digits : null;
}

function prefixesOf(word: string, into: Set<string>): void {
  const longest = Math.min(word.length, MAX_PREFIX_LENGTH);
  for (let length = MIN_PREFIX_LENGTH; length <= longest; length++) into.add(word.slice(0, length));
}

/** Unique prefixes (2 to 12 characters) of every normalised word of the texts, plus digit runs. */
export function buildKeywords(...texts: (string | null | undefined)[]): string[] {
  const keywords = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of wordsOf(text)) prefixesOf(word, keywords);
    const digits = digitRun(text.trim());
    if (digits) prefixesOf(digits, keywords);
  }
  return [...keywords];
}

/**
 * The one token a list search looks up: the longest normalised word (digits only for a
 * punctuated number), cut to the stored prefix length. '' when nothing searchable is left.
 */
export function searchToken(search: string): string {
  const digits = digitRun(search.trim());
  const candidates = digits ? [digits] : wordsOf(search);
  const longest = candidates.reduce((best, word) => (word.length > best.length ? word : best), '');
  return longest.length >= MIN_PREFIX_LENGTH ? longest.slice(0, MAX_PREFIX_LENGTH) : '';
}
