import { z } from './zod.js';
import { strictForm } from './catalogue-fields.js';
import { MAX_TOPIC_CONTENT_BYTES, TOPIC_CONTENT_TOO_LONG } from './topics.js';

/** The six collections of the translation status (spec §3), in the order the job works through them. */
export const TRANSLATION_KEYS = ['categories', 'educations', 'plans', 'supplements', 'supplement_topics', 'terms'] as const;
export type TranslationKey = (typeof TRANSLATION_KEYS)[number];

/** §8: the toast of a started translation. */
export const TRANSLATION_STARTED = { title: 'Tradução iniciada com sucesso', text: 'Aguarde alguns minutos para que a tradução seja concluída' } as const;
export const TRANSLATION_ALREADY_RUNNING = 'Uma tradução já está em andamento';
export const TRANSLATION_NOT_CONFIGURED = 'A tradução de conteúdo não está configurada neste ambiente';

/** GET settings/translate: one status text per collection, and whether a run is under way (the screen refreshes meanwhile). */
export const translationStatusAnswer = z.strictObject({
  item: z.strictObject(Object.fromEntries(TRANSLATION_KEYS.map((key) => [key, z.string()])) as Record<TranslationKey, z.ZodString>),
  running: z.boolean(),
});
export type TranslationStatusAnswer = z.infer<typeof translationStatusAnswer>;

/** POST settings/translate: `started` is false when a run was already under way (none other is started). */
export const translationStartAnswer = z.strictObject({ message: z.string(), started: z.boolean() });
export type TranslationStartAnswer = z.infer<typeof translationStartAnswer>;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const blankToEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);

/**
 * POST supplement-topics/{id}/english: the English a person wrote for a topic. A filled field is
 * kept by every later translation job; an empty one hands the field back to the job.
 */
export const topicEnglishSchema = strictForm({
  name: z.preprocess(blankToEmpty, z.string({ error: 'Nome inválido' }).trim().max(100, 'Nome muito longo')).refine((name) => name === '' || name.length >= 2, 'Nome muito curto'),
  content: z.preprocess(blankToEmpty, z.string({ error: 'Conteúdo inválido' }).refine((html) => utf8Bytes(html) <= MAX_TOPIC_CONTENT_BYTES, TOPIC_CONTENT_TOO_LONG)),
});
export type TopicEnglishInput = z.input<typeof topicEnglishSchema>;
export type TopicEnglishData = z.output<typeof topicEnglishSchema>;

/** Where a topic field's English stands: none yet, made by the job (current or outdated), or written by a person. */
export const englishOrigin = z.enum(['none', 'machine', 'outdated', 'manual']);

/** GET and POST supplement-topics/{id}/english. */
export const topicEnglishAnswer = z.strictObject({
  item: z.strictObject({
    id: z.number(),
    name: z.string(),
    content: z.string(),
    origin: z.strictObject({ name: englishOrigin, content: englishOrigin }),
  }),
});
export type TopicEnglish = z.infer<typeof topicEnglishAnswer>['item'];
export const topicEnglishSaveAnswer = topicEnglishAnswer.extend({ message: z.string() });
