import { z } from './zod.js';
import { flag, id, isoDate, named, revision, writeAnswer } from './answer-shapes.js';
import { indication, topicReference } from './evidence-answers.js';
import { supplementHeader } from './supplements-answers.js';

export const topic = named(
  'Topic',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    order: z.number().int(),
    is_paid: flag,
    tags: z.string().nullable(),
    content: z.string().nullable().describe('Sanitised HTML; null when withheld (`locked`)'),
    locked: z.boolean().describe('A paid topic listed for a reader without premium'),
    references: z.array(topicReference).describe('Structured citations in reading order; empty when withheld (`locked`)'),
    reviewed_at: isoDate.nullable().describe('When an admin last marked the topic reviewed'),
    reviewed_by: z.string().nullable().describe('The name of that admin'),
    supplement_id: id,
    revision,
    created_at: isoDate,
    updated_at: isoDate,
  }),
);
export type Topic = z.output<typeof topic>;

export const supplementTeaser = named(
  'SupplementTeaser',
  z.strictObject({
    supplement: supplementHeader,
    topics: z.array(z.strictObject({ id, name: z.string() })),
    excerpt: z.string().nullable().describe('The first paragraph of the first topic, as plain text (at most 400 characters)'),
  }),
  'What a locked (paid) supplement page shows to a reader without premium.',
);
export type SupplementTeaser = z.output<typeof supplementTeaser>;

/** GET supplement-topics/supplement/slug/{slug}: the supplement, its graded indications and its topics by order. */
export const supplementTopicsAnswer = z.strictObject({ supplement: supplementHeader, indications: z.array(indication), items: z.array(topic) });
export type SupplementTopicsAnswer = z.output<typeof supplementTopicsAnswer>;

export const topicWithSupplement = topic.extend({ supplement: supplementHeader });
export type TopicWithSupplement = z.output<typeof topicWithSupplement>;

/** GET supplement-topics/slug/{slug}. */
export const topicAnswer = z.strictObject({ item: topicWithSupplement });
export type TopicAnswer = z.output<typeof topicAnswer>;

/** POST supplement-topics, POST supplement-topics/{id}, …/references and …/review. */
export const topicCreatedAnswer = writeAnswer('Novo tópico criado', topic);
export type TopicCreatedAnswer = z.output<typeof topicCreatedAnswer>;
export const topicUpdatedAnswer = writeAnswer('Tópico foi atualizado', topic);
export type TopicUpdatedAnswer = z.output<typeof topicUpdatedAnswer>;
export const topicReferencesAnswer = writeAnswer('Referências atualizadas', topic);
export type TopicReferencesAnswer = z.output<typeof topicReferencesAnswer>;
export const topicReviewedAnswer = writeAnswer('Tópico marcado como revisado', topic);
export type TopicReviewedAnswer = z.output<typeof topicReviewedAnswer>;
