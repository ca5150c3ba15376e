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

/** Every searchable word of a search, cut to the stored prefix length (digits only for a punctuated number). */
export function searchWords(search: string): string[] {
  const digits = digitRun(search.trim());
  const words = digits ? [digits] : wordsOf(search);
  return [...new Set(words.filter((word) => word.length >= MIN_PREFIX_LENGTH).map((word) => word.slice(0, MAX_PREFIX_LENGTH)))];
}

/**
 * The documents that hold every word of the search first, then those that hold only some (the one
 * token the store could look up), each part in the order given; at most `limit`. 'sulfato ferroso'
 * puts Sulfato ferroso before Sulfato de manganês, 'vitamina k1' Vitamina K1 before Vitamina A.
 */
export function everyWordFirst<T extends { keywords: readonly string[] }>(docs: readonly T[], search: string, limit: number): T[] {
  const words = searchWords(search);
  const hasEvery = (doc: T) => words.every((word) => doc.keywords.includes(word));
  return [...docs.filter(hasEvery), ...docs.filter((doc) => !hasEvery(doc))].slice(0, limit);
}
