/** Lower case without accents: 'Magnésio' and 'magnesio' are the same word to search. */
export const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Words search ignores (functions/src/modules/search/text.ts, STOP_WORDS, restated: the web does not
 * import the server's code): 'de' in 'vitamina de' never marks every word starting with 'de'.
 */
const STOP_WORDS = new Set([
  'a', 'o', 'as', 'os', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'na', 'no', 'nas', 'nos', 'com', 'um', 'uma', 'para', 'por', 'ou',
  'the', 'of', 'and', 'an', 'in', 'on', 'to', 'for', 'with', 'or',
]);

export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * Splits `text` into runs, marking the words that begin with a searched word (accents and case
 * ignored; stop words never marked; searched words of one letter only mark that letter alone or with
 * digits, as search does).
 * Plain strings: the caller renders them as text nodes, so nothing in a snippet becomes markup.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const wanted = (query.match(WORD) ?? []).map(foldWord).filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /[a-z]/.test(word)));
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = foldWord(match[0]);
    const hit = wanted.some((term) => (term.length === 1 ? word === term || new RegExp(`^${term}\\d+$`).test(word) : word.startsWith(term)));
    if (!hit) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}
