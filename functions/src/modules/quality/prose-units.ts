import type { TopicDoc } from '../../domain/docs.js';
import { htmlToText } from '../search/port.js';

/** Where a unit of text was read: the topic and the words. */
export interface ProseUnit {
  topic: TopicDoc;
  text: string;
}

/** Block edges: a paragraph, list item, table row, heading or line break ends a unit. */
const BLOCK_END = /<\/(?:p|li|tr|h[1-6]|div|blockquote|dd|dt|caption)\s*>|<br\s*\/?>/i;
/** A sentence ends at '.', ';', '!' or '?' followed by a capital letter. */
const SENTENCE_END = /(?<=[.;!?])\s+(?=[\p{Lu}])/u;
const MAX_EXCERPT_LENGTH = 300;

/** A unit as the report quotes it (long ones cut). */
export const excerptOf = (unit: ProseUnit): string => (unit.text.length > MAX_EXCERPT_LENGTH ? `${unit.text.slice(0, MAX_EXCERPT_LENGTH)}…` : unit.text);

/**
 * The Portuguese text of a topic cut into the units a reader takes one at a time: each paragraph,
 * list item and table row (its cells together, so a row's label and dose stay one unit), then each
 * sentence. A claim and its note ('Contraindicado…', 'acima do limite superior') are read together
 * only when they share a unit.
 */
export function proseUnitsOf(topic: TopicDoc): ProseUnit[] {
  return topic.content
    .split(BLOCK_END)
    .map((block) => htmlToText(block).replace(/\s+/g, ' ').trim())
    .flatMap((block) => block.split(SENTENCE_END))
    .filter((text) => text.length > 1)
    .map((text) => ({ topic, text }));
}
