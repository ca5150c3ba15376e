import { normalizeText } from '../../domain/keywords.js';

/**
 * Text handling of the search index: the tokenizer and term processor MiniSearch uses for both
 * documents and queries, the HTML-to-text step for topic content and the snippet around a match.
 * Every regular expression here is linear (no nested quantifiers), so hostile input cannot stall it.
 */

/** Very short words that match almost every document in Portuguese or English. */
const STOP_WORDS = new Set([
  'a', 'o', 'as', 'os', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'na', 'no', 'nas', 'nos', 'com', 'um', 'uma', 'para', 'por', 'ou',
  'the', 'of', 'and', 'an', 'in', 'on', 'to', 'for', 'with', 'or',
]);

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** Splits text into words on anything that is not a letter, combining mark or digit. */
export function tokenize(text: string): string[] {
  return text.split(NOT_WORD).filter((word) => word.length > 0);
}

/** A word as indexed and searched: lower case, accent-free; stop words and leftovers dropped. */
export function processTerm(word: string): string | null {
  const term = normalizeText(word).replace(/[^a-z0-9]/g, '');
  return term.length > 0 && !STOP_WORDS.has(term) ? term : null;
}

/** The terms a query searches for, after the same processing as the indexed text. */
export function queryTerms(query: string): string[] {
  return tokenize(query).flatMap((word) => processTerm(word) ?? []);
}

/** Elements that do not separate words (everything else, a table cell or a list item, becomes a space, not nothing). */
const INLINE_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 's', 'del', 'strike', 'u', 'span', 'sub', 'sup', 'small', 'mark', 'code']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', middot: '·', deg: '°',
  micro: 'µ', plusmn: '±', times: '×', le: '≤', ge: '≥', laquo: '«', raquo: '»', ordf: 'ª', ordm: 'º', reg: '®', copy: '©',
  aacute: 'á', agrave: 'à', acirc: 'â', atilde: 'ã', eacute: 'é', ecirc: 'ê', iacute: 'í', oacute: 'ó', ocirc: 'ô', otilde: 'õ',
  uacute: 'ú', uuml: 'ü', ccedil: 'ç', Aacute: 'Á', Agrave: 'À', Acirc: 'Â', Atilde: 'Ã', Eacute: 'É', Ecirc: 'Ê', Iacute: 'Í',
  Oacute: 'Ó', Ocirc: 'Ô', Otilde: 'Õ', Uacute: 'Ú', Ccedil: 'Ç', beta: 'β', alpha: 'α', gamma: 'γ', omega: 'ω',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : ' ';
  }
  return NAMED_ENTITIES[body] ?? entity;
}

/** Index just past the `>` closing the tag that starts at `from` (quotes respected), or the text's end. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const char = html[i]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return i + 1;
    }
  }
  return html.length;
}

/** Where the raw text of a script or style element ends. */
const RAW_TEXT_END = { script: /<\/script/, style: /<\/style/ };

/** Index just past the first match of `closing` at or after `from`, or the text's end. */
function skipPast(html: string, from: number, closing: RegExp): number {
  const pattern = new RegExp(closing.source, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index + match[0].length : html.length;
}

/**
 * The text of HTML with tags removed, in one left-to-right pass (a regular expression such as
 * `<[^>]*>` takes quadratic time on text full of unclosed `<`). Script and style bodies and
 * comments are dropped; a `<` that does not open a tag is text, as in a browser.
 */
/**
 * Elements whose edges separate units of text a reader keeps apart: table cells, list items,
 * paragraphs, headings, line breaks. `htmlToUnitText` writes a separator there.
 */
const UNIT_TAGS = new Set(['td', 'th', 'tr', 'li', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'hr', 'div', 'blockquote', 'caption', 'dt', 'dd', 'table', 'ul', 'ol']);
/** Stands for a unit's edge in the stripped text (a control character never kept by the sanitiser). */
const UNIT_MARK = '\u0001';

function stripTags(html: string, unitMark = ' '): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, open);
    const name = /^<\/?([a-zA-Z][a-zA-Z0-9]*)/.exec(html.slice(open, open + 32))?.[1]?.toLowerCase();
    if (html.startsWith('<!--', open)) {
      i = skipPast(html, open + 4, /-->/);
      out += ' ';
    } else if (name) {
      i = tagEnd(html, open + 1);
      const isOpening = html[open + 1] !== '/';
      if (isOpening && (name === 'script' || name === 'style')) i = tagEnd(html, skipPast(html, i, RAW_TEXT_END[name]));
      if (UNIT_TAGS.has(name)) out += unitMark;
      else if (!INLINE_TAGS.has(name)) out += ' ';
    } else if (html[open + 1] === '!' || html[open + 1] === '?' || html[open + 1] === '/') {
      i = tagEnd(html, open + 1);
      out += ' ';
    } else {
      out += '<';
      i = open + 1;
    }
  }
  return out;
}

const decodeEntities = (text: string) => text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity);

/** Plain text of stored (sanitised) HTML: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(stripTags(html))
    .replace(/\s+/g, ' ')
    .trim();
}

/** What separates two cells, list items or paragraphs in indexed text and snippets. */
export const UNIT_SEPARATOR = ' · ';

/**
 * Plain text of stored HTML in which table cells, list items, headings and paragraphs stay apart
 * ('Forma química · Teor · Observações · Citrato…'), so a snippet never runs a table together.
 * After a full stop (or other closing punctuation) a space is enough.
 */
export function htmlToUnitText(html: string): string {
  const units = stripTags(html, UNIT_MARK)
    .split(UNIT_MARK)
    .map((unit) => decodeEntities(unit).replace(/\s+/g, ' ').trim())
    .filter((unit) => unit.length > 0);
  return units.reduce((text, unit) => (text === '' ? unit : /[.!?;:…]$/.test(text) ? `${text} ${unit}` : `${text}${UNIT_SEPARATOR}${unit}`), '');
}

/** A one-letter query word meets a word that is that letter alone or followed by digits (d, d3, b12). */
export const isLetterWord = (term: string, letter: string): boolean => term === letter || (term.startsWith(letter) && /^\d+$/.test(term.slice(1)));

/** Between two words of one phrase: spaces, a hyphen or an opening parenthesis, never a cell's edge or a full stop. */
const PHRASE_GAP = /^[\s\-‐–(]{1,3}$/;

/** Key of "the word `word` right before the one-letter word `letterWord`" in the letter-pair index. */
export const pairAfter = (word: string, letterWord: string) => `${word}>${letterWord}`;
/** Key of "the one-letter word `letterWord` right before the word `word`". */
export const pairBefore = (letterWord: string, word: string) => `${letterWord}<${word}`;

/** How far from the letter the word beside it is looked for (words are shorter; a gap is at most 3 characters). */
const WORD_WINDOW = 64;
const PREVIOUS_WORD = /([\p{L}\p{M}\p{N}]+)([^\p{L}\p{M}\p{N}]*)$/u;
const NEXT_WORD = /^([^\p{L}\p{M}\p{N}]*)([\p{L}\p{M}\p{N}]+)/u;
const ANY_LETTER_WORD = /(?<![\p{L}\p{M}\p{N}])[a-z]\d*(?![\p{L}\p{M}\p{N}])/giu;
const processWord = (word: string) => normalizeText(word).replace(/[^a-z0-9]/g, '');

/**
 * Every one-letter word of `text` (alone or with digits: d, d3, b12; not a stop word) with the word
 * right before and after it, as letter-pair keys. 'Beside' means nothing but a space, hyphen or
 * opening parenthesis between them: 'vitamina D3' and 'vitamina-d' pair 'vitamina' with the letter,
 * 'Vitamina E (d-alfa-tocoferol)' (a stop word between) and 'Observações · D-biotina' (a cell's edge) do not. Worked out
 * once per text at build time, so a query checks a one-letter word with one lookup per document.
 */
export function letterPairKeys(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(ANY_LETTER_WORD)) {
    const letterWord = match[0].toLowerCase();
    if (STOP_WORDS.has(letterWord)) continue;
    const before = PREVIOUS_WORD.exec(text.slice(Math.max(0, match.index - WORD_WINDOW), match.index));
    // A query never has a stop word beside its letter (queries drop them), so none is paired.
    const previous = before && PHRASE_GAP.test(before[2]!) ? processWord(before[1]!) : '';
    if (previous && !STOP_WORDS.has(previous)) keys.push(pairAfter(previous, letterWord));
    const end = match.index + match[0].length;
    const after = NEXT_WORD.exec(text.slice(end, end + WORD_WINDOW));
    const next = after && PHRASE_GAP.test(after[1]!) ? processWord(after[2]!) : '';
    if (next && !STOP_WORDS.has(next)) keys.push(pairBefore(letterWord, next));
  }
  return keys;
}

export const SNIPPET_LENGTH = 200;
/** How much of the snippet comes before the match, so the reader sees what leads to it. */
const LEAD_IN = 60;
const ELLIPSIS = '…';

/** The first word of `text` whose processed form is one of `terms` (exact, else by prefix). */
function firstMatch(text: string, terms: ReadonlySet<string>): { index: number; length: number } | null {
  let prefixHit: { index: number; length: number } | null = null;
  for (const match of text.matchAll(WORD)) {
    const term = processTerm(match[0]);
    if (!term) continue;
    if (terms.has(term)) return { index: match.index, length: match[0].length };
    if (!prefixHit && [...terms].some((wanted) => wanted.length >= 3 && term.startsWith(wanted))) {
      prefixHit = { index: match.index, length: match[0].length };
    }
  }
  return prefixHit;
}

/** `position`, moved forward to the next word start when it falls inside a word (at most 20 characters). */
function wordStartFrom(text: string, position: number): number {
  if (position <= 0) return 0;
  const limit = Math.min(text.length, position + 20);
  for (let i = position; i < limit; i++) if (/\s/.test(text[i - 1]!)) return i;
  return position;
}

/**
 * The lead-in stops at the start of the match's sentence: the words before a full stop belong to
 * something else (the opening disclaimer, the previous table row).
 */
function sentenceStartWithin(text: string, from: number, hitIndex: number): number {
  let start = from;
  for (const boundary of text.slice(from, hitIndex).matchAll(/[.!?;:]\s+/g)) start = from + boundary.index + boundary[0].length;
  return start;
}

/**
 * At most `maxLength` characters of `text` around the first word matching one of the processed
 * `terms`, with an ellipsis where text was cut; null when no word matches.
 */
export function snippetAround(text: string, terms: Iterable<string>, maxLength = SNIPPET_LENGTH): string | null {
  const hit = firstMatch(text, new Set(terms));
  if (!hit) return null;
  if (text.length <= maxLength) return text;
  const latestStart = text.length - (maxLength - ELLIPSIS.length);
  const start = sentenceStartWithin(text, wordStartFrom(text, Math.min(Math.max(0, hit.index - LEAD_IN), latestStart)), hit.index);
  const lead = start > 0 ? ELLIPSIS : '';
  let body = text.slice(start, start + maxLength - lead.length).trimEnd();
  let tail = '';
  if (start + body.length < text.length) {
    body = body.slice(0, maxLength - lead.length - ELLIPSIS.length);
    const lastSpace = body.lastIndexOf(' ');
    if (lastSpace > hit.index - start + hit.length) body = body.slice(0, lastSpace);
    tail = ELLIPSIS;
  }
  return `${lead}${body.trim()}${tail}`;
}

/** The opening of `text`, cut like a snippet (used when the match is in another language). */
export function openingOf(text: string, maxLength = SNIPPET_LENGTH): string {
  if (text.length <= maxLength) return text;
  const body = text.slice(0, maxLength - ELLIPSIS.length);
  const lastSpace = body.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? body.slice(0, lastSpace) : body).trimEnd()}${ELLIPSIS}`;
}

/** The longest teaser text a locked supplement shows (characters). */
export const TEASER_MAX_LENGTH = 400;

/** A paragraph of stored (sanitised) topic HTML: paragraphs never nest there. */
const PARAGRAPH = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/gi;

/**
 * The first paragraph of a topic's HTML with text in it, as plain text cut at a word near
 * TEASER_MAX_LENGTH; null when it has none. Only this paragraph leaves the server for a locked
 * supplement (modules/topics/teaser.ts), and only it is found by search for readers without premium.
 */
export function firstParagraphText(html: string): string | null {
  for (const match of html.matchAll(PARAGRAPH)) {
    const text = htmlToText(match[1] ?? '').trim();
    if (text.length > 0) return openingOf(text, TEASER_MAX_LENGTH);
  }
  return null;
}
