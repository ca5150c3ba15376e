import { applyGlossary } from './glossary.js';
import { escapeHtml, htmlToPlainText } from './html-text.js';
import { MAX_REQUEST_CHARS, MAX_REQUEST_FRAGMENTS } from './port.js';

/** One text to translate: a field of a document, as the HTML fragment sent to the translator. */
export interface PendingText {
  id: string;
  field: string;
  html: boolean;
  sourceHash: string;
  fragment: string;
}

/** A piece of a pending text small enough for one request (a long topic is sent in several). */
export interface TextPiece {
  text: PendingText;
  index: number;
  count: number;
  fragment: string;
}

export const toFragment = (text: string, html: boolean): string => (html ? text : escapeHtml(text));
export const fromFragment = (fragment: string, html: boolean): string => (html ? fragment : htmlToPlainText(fragment));

/** The size a fragment has in a request: glossary marks included. */
export const requestSize = (fragment: string): number => applyGlossary(fragment).length;

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The top-level parts of sanitised HTML: each whole element (a paragraph, a table, a list) or text run. */
function topLevelParts(html: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token === '') continue;
    current += token;
    const tag = /^<\s*(\/?)\s*([a-zA-Z0-9]+)/.exec(token);
    if (tag) {
      const name = tag[2]!.toLowerCase();
      if (tag[1] === '/') depth = Math.max(0, depth - 1);
      else if (!VOID_ELEMENTS.has(name) && !token.endsWith('/>')) depth += 1;
    }
    if (depth === 0) {
      parts.push(current);
      current = '';
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}

/**
 * Splits a text into pieces under the request limit, cutting HTML only between top-level elements
 * (so every piece is well-formed and a table travels whole). Null when one element alone is too long.
 */
export function splitForRequests(text: PendingText, limit = MAX_REQUEST_CHARS): TextPiece[] | null {
  const whole = (fragment: string, index: number, count: number): TextPiece => ({ text, index, count, fragment });
  if (requestSize(text.fragment) <= limit) return [whole(text.fragment, 0, 1)];
  if (!text.html) return null;
  const chunks: string[] = [];
  let current = '';
  for (const part of topLevelParts(text.fragment)) {
    if (requestSize(part) > limit) return null;
    if (current !== '' && requestSize(current + part) > limit) {
      chunks.push(current);
      current = '';
    }
    current += part;
  }
  if (current !== '') chunks.push(current);
  return chunks.map((chunk, index) => whole(chunk, index, chunks.length));
}

/** Groups pieces into translator requests under the size and count limits, in order. */
export function groupIntoRequests(pieces: TextPiece[], limit = MAX_REQUEST_CHARS): TextPiece[][] {
  const requests: TextPiece[][] = [];
  let current: TextPiece[] = [];
  let size = 0;
  for (const piece of pieces) {
    const pieceSize = requestSize(piece.fragment);
    if (current.length > 0 && (size + pieceSize > limit || current.length >= MAX_REQUEST_FRAGMENTS)) {
      requests.push(current);
      current = [];
      size = 0;
    }
    current.push(piece);
    size += pieceSize;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}
