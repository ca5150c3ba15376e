import { z } from './zod.js';
import { TRANSLATION_KEYS, type TranslationKey } from './translation.js';
import { revision } from './answer-shapes.js';

/** GET settings/translate: one status text per collection, and whether a run is under way (the screen refreshes meanwhile). */
export const translationStatusAnswer = z.strictObject({
  item: z.strictObject(Object.fromEntries(TRANSLATION_KEYS.map((key) => [key, z.string()])) as Record<TranslationKey, z.ZodString>),
  running: z.boolean(),
});
export type TranslationStatusAnswer = z.output<typeof translationStatusAnswer>;

/** POST settings/translate: `started` is false when a run was already under way (none other is started). */
export const translationStartAnswer = z.strictObject({ message: z.string(), started: z.boolean() });
export type TranslationStartAnswer = z.output<typeof translationStartAnswer>;

/** Where a topic field's English stands: none yet, made by the job (current or outdated), or written by a person. */
export const englishOrigin = z.enum(['none', 'machine', 'outdated', 'manual']);

/** GET and POST supplement-topics/{id}/english. */
export const topicEnglishAnswer = z.strictObject({
  item: z.strictObject({
    id: z.number(),
    name: z.string(),
    content: z.string(),
    origin: z.strictObject({ name: englishOrigin, content: englishOrigin }),
    revision,
  }),
});
export type TopicEnglish = z.output<typeof topicEnglishAnswer>['item'];
export type TopicEnglishAnswer = z.output<typeof topicEnglishAnswer>;
export const topicEnglishSaveAnswer = topicEnglishAnswer.extend({ message: z.string() });
export type TopicEnglishSaveAnswer = z.output<typeof topicEnglishSaveAnswer>;
