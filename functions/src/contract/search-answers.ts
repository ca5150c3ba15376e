import { z } from './zod.js';
import { fileName, flag, named } from './answer-shapes.js';

const snippet = z.string().describe("Plain text around the match, at most 200 characters; '' for paid content and a caller without premium");

export const supplementHit = z.strictObject({ item: z.strictObject({ name: z.string(), slug: z.string(), image: fileName('categories'), is_paid: flag }) });
export const chemicalFormHit = z.strictObject({
  item: z.strictObject({ is_paid: flag, topic_name: z.string(), content: snippet }),
  supplement: z.strictObject({ name: z.string(), slug: z.string(), image: fileName('categories') }),
});
export const formulaHit = z.strictObject({
  item: z.strictObject({
    name: z.string(),
    image: fileName('categories'),
    slug: z.string(),
    is_paid: flag,
    source: z.enum(['supplement_topic', 'supplement']),
    topic_name: z.string().nullable(),
    snippet,
  }),
  supplement: z.strictObject({ slug: z.string() }),
});
export type SupplementHit = z.output<typeof supplementHit>;
export type ChemicalFormHit = z.output<typeof chemicalFormHit>;
export type FormulaHit = z.output<typeof formulaHit>;

/** GET search. */
export const searchAnswer = named(
  'SearchAnswer',
  z.strictObject({
    items: z.strictObject({
      data: z.tuple([
        z.strictObject({ type: z.literal('Suplementos'), data: z.array(supplementHit) }),
        z.strictObject({ type: z.literal('Formas Químicas'), data: z.array(chemicalFormHit) }),
        z.strictObject({ type: z.literal('Nutra Fórmulas'), data: z.array(formulaHit) }),
      ]),
      current_page: z.number().int().min(1),
      last_page: z.number().int().min(1),
    }),
  }),
  'The three groups always come, in this order, 10 results each per page.',
);
export type SearchAnswer = z.output<typeof searchAnswer>;
