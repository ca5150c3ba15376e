import { z } from 'zod';
import { blankToUndefined, catalogueName, displayOrder, referenceId, strictForm, yesNo } from './catalogue-fields.js';

/** Large enough for long tables; the multipart field limit (2 MB) caps it anyway. */
export const MAX_TOPIC_CONTENT_LENGTH = 1_000_000;

/** POST supplement-topics and POST supplement-topics/{id} (multipart). */
export const topicSchema = strictForm({
  name: catalogueName,
  order: displayOrder,
  is_paid: yesNo('Selecione se é pago ou não'),
  /** Rich-text HTML; the API sanitises it before storing. */
  content: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'Conteúdo inválido' }).max(MAX_TOPIC_CONTENT_LENGTH, 'Conteúdo muito longo'),
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
});
export type TopicInput = z.input<typeof topicSchema>;
export type TopicData = z.output<typeof topicSchema>;
