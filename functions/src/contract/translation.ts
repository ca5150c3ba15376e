import { z } from './zod.js';
import { requiredRevision, strictForm } from './catalogue-fields.js';
import { MAX_TOPIC_CONTENT_BYTES, TOPIC_CONTENT_TOO_LONG } from './topics.js';

/** The six collections of the translation status (spec §3), then the interactions (issue 31), in the order the job works through them. */
export const TRANSLATION_KEYS = ['categories', 'educations', 'plans', 'supplements', 'supplement_topics', 'terms', 'interactions'] as const;
export type TranslationKey = (typeof TRANSLATION_KEYS)[number];

/** §8: the toast of a started translation. */
export const TRANSLATION_STARTED = { title: 'Tradução iniciada com sucesso', text: 'Aguarde alguns minutos para que a tradução seja concluída' } as const;
export const TRANSLATION_ALREADY_RUNNING = 'Uma tradução já está em andamento';
export const TRANSLATION_NOT_CONFIGURED = 'A tradução de conteúdo não está configurada neste ambiente';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const blankToEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);

/**
 * POST supplement-topics/{id}/english: the English a person wrote for a topic. A filled field is
 * kept by every later translation job; an empty one hands the field back to the job.
 */
export const topicEnglishSchema = strictForm({
  name: z.preprocess(blankToEmpty, z.string({ error: 'Nome inválido' }).trim().max(100, 'Nome muito longo')).refine((name) => name === '' || name.length >= 2, 'Nome muito curto'),
  content: z.preprocess(blankToEmpty, z.string({ error: 'Conteúdo inválido' }).refine((html) => utf8Bytes(html) <= MAX_TOPIC_CONTENT_BYTES, TOPIC_CONTENT_TOO_LONG)),
  revision: requiredRevision,
});
export type TopicEnglishInput = z.input<typeof topicEnglishSchema>;
export type TopicEnglishData = z.output<typeof topicEnglishSchema>;
