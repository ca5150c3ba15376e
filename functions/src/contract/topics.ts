import { z } from './zod.js';
import { baseRevision, blankToUndefined, requiredRevision, catalogueName, displayOrder, referenceId, strictForm, yesNo } from './catalogue-fields.js';

/**
 * A topic's HTML, in UTF-8 bytes. A Firestore document holds at most 1 MiB: the Portuguese text and
 * its English copy at this size each stay under it with room for the other fields.
 */
export const MAX_TOPIC_CONTENT_BYTES = 400_000;
export const TOPIC_CONTENT_TOO_LONG = 'Conteúdo muito longo (máximo de 400 KB)';
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** POST supplement-topics and POST supplement-topics/{id} (multipart). */
export const topicSchema = strictForm({
  name: catalogueName,
  order: displayOrder,
  is_paid: yesNo('Selecione se é pago ou não'),
  /** Rich-text HTML; the API sanitises it before storing. */
  content: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'Conteúdo inválido' }).refine((html) => utf8Bytes(html) <= MAX_TOPIC_CONTENT_BYTES, TOPIC_CONTENT_TOO_LONG),
  ),
  supplement_id: referenceId('Selecione o suplemento'),
  /** Optional free text; '' and the string 'null' (what FormData sends for none) mean no tags. */
  tags: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Tags inválidas' })
      .trim()
      .max(500, 'Tags muito longas')
      .transform((tags) => (tags.length > 0 ? tags : null))
      .optional(),
  ).transform((tags) => tags ?? null),
  revision: baseRevision,
});
/** POST supplement-topics/{id}: the same fields with the revision the edit was based on (required). */
export const topicUpdateSchema = topicSchema.extend({ revision: requiredRevision });
export type TopicInput = z.input<typeof topicSchema>;
export type TopicData = z.output<typeof topicSchema>;
export type TopicUpdateData = z.output<typeof topicUpdateSchema>;
