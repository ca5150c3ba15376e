/** The teaser of a locked supplement: its description's first paragraph, the same text search finds for anyone (search/text.ts). */
export { TEASER_MAX_LENGTH, firstParagraphText } from '../search/port.js';
