import { htmlToText, openingOf } from '../search/port.js';

/** The longest teaser text a locked supplement shows (characters). */
export const TEASER_MAX_LENGTH = 400;

/** A paragraph of stored (sanitised) topic HTML: paragraphs never nest there. */
const PARAGRAPH = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/gi;

/**
 * The first paragraph of a topic's HTML with text in it, as plain text cut at a word near
 * TEASER_MAX_LENGTH; null when it has none. Only this paragraph leaves the server for a locked supplement.
 */
export function firstParagraphText(html: string): string | null {
  for (const match of html.matchAll(PARAGRAPH)) {
    const text = htmlToText(match[1] ?? '').trim();
    if (text.length > 0) return openingOf(text, TEASER_MAX_LENGTH);
  }
  return null;
}
