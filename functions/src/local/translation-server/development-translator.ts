import { DEVELOPMENT_WORD_LIST } from './word-list.js';

/**
 * What the local development translator answers for one HTML fragment. NOT A TRANSLATION ENGINE:
 * it swaps the words of a small Portuguese word list for English ones and starts the fragment's
 * text with the mark '[EN dev]', so that a person running the app offline sees which texts came
 * from the translation job. Tags, attributes and the text inside `translate="no"` elements (the
 * glossary terms) pass through unchanged, as Cloud Translation leaves them, so tables (merged cells
 * included), images, links and lists keep their structure.
 */
export const DEVELOPMENT_MARK = '[EN dev]';

// Whole words only: letters next to digits (a code such as 7e0c or B12) are left alone.
const WORD = /(?<![\p{L}\d])\p{L}+(?![\p{L}\d])/gu;
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function swapWord(word: string): string {
  const english = DEVELOPMENT_WORD_LIST[word.toLowerCase()];
  if (!english) return word;
  if (word === word.toUpperCase() && word.length > 1) return english.toUpperCase();
  return word[0] === word[0]!.toUpperCase() ? english[0]!.toUpperCase() + english.slice(1) : english;
}

interface TagInfo {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  keepsText: boolean;
}

function readTag(tag: string): TagInfo {
  const match = /^<\s*(\/?)\s*([a-zA-Z0-9]+)/.exec(tag);
  const name = (match?.[2] ?? '').toLowerCase();
  return {
    name,
    closing: match?.[1] === '/',
    selfClosing: tag.endsWith('/>') || VOID_ELEMENTS.has(name),
    keepsText: /\btranslate\s*=\s*"no"/i.test(tag) || /\bclass\s*=\s*"[^"]*\bnotranslate\b/i.test(tag),
  };
}

/** The development stand-in for a translation of one HTML fragment (see the module comment). */
export function developmentTranslation(html: string): string {
  // Names of the open elements, and at which depth a translate="no" element began.
  const open: string[] = [];
  let keepFrom: number | null = null;
  let marked = false;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = readTag(part);
        if (tag.closing) {
          open.pop();
          if (keepFrom !== null && open.length < keepFrom) keepFrom = null;
        } else if (!tag.selfClosing) {
          open.push(tag.name);
          if (tag.keepsText && keepFrom === null) {
            keepFrom = open.length;
            // The mark goes before a kept element, never inside the text it keeps.
            if (!marked) {
              marked = true;
              return `${DEVELOPMENT_MARK} ${part}`;
            }
          }
        }
        return part;
      }
      if (part.trim() === '') return part;
      if (keepFrom !== null) return part;
      const swapped = part.replace(WORD, swapWord);
      if (marked) return swapped;
      marked = true;
      const lead = /^\s*/.exec(swapped)?.[0] ?? '';
      return `${lead}${DEVELOPMENT_MARK} ${swapped.slice(lead.length)}`;
    })
    .join('');
}
