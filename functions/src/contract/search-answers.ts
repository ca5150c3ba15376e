import { z } from './zod.js';
import { fileName, flag, id, named } from './answer-shapes.js';
import { INTERACTION_SEVERITIES } from './interactions.js';

const snippet = z.string().describe("Plain text around the match, at most 200 characters; '' for paid content and a caller without premium");

/** 'Suplementos': opens /app/suplementos/topicos/{item.slug}. `image` is a category image. */
export const supplementHit = z.strictObject({ item: z.strictObject({ name: z.string(), slug: z.string(), image: fileName('categories'), is_paid: flag }) });
/** 'Formas Químicas': a match inside a chemical-forms topic; opens the topics of `supplement.slug`. */
export const chemicalFormHit = z.strictObject({
  item: z.strictObject({ is_paid: flag, topic_name: z.string(), content: snippet }),
  supplement: z.strictObject({ name: z.string(), slug: z.string(), image: fileName('categories') }),
});
/**
 * 'Nutra Fórmulas': a match inside a formula topic (source 'supplement_topic', `item.slug` is the
 * supplement's, opens its topics) or a supplement of a formulas category (source 'supplement',
 * `item.slug` is its category's, opens /app/categorias/{slug}/subcategorias; no topic, no snippet).
 */
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
/**
 * 'Tópicos' (after the spec's three groups; docs/decisions/search.md, "Full-text search of the monographs"):
 * a match in the text of any other topic (source 'topic': Descrição, Posologia, Interações, …) or in
 * the supplement's graded indications (source 'indications', `topic_name` 'Indicações', no topic
 * id or slug). Opens the supplement's topics (`supplement.slug`, that topic first when `topic_id` is given).
 */
export const topicTextHit = z.strictObject({
  item: z.strictObject({
    is_paid: flag,
    source: z.enum(['topic', 'indications']),
    topic_id: z.number().int().nullable(),
    topic_slug: z.string().nullable(),
    topic_name: z.string(),
    content: snippet,
  }),
  supplement: z.strictObject({ name: z.string(), slug: z.string(), image: fileName('categories') }),
});
/**
 * 'Interações' (after 'Tópicos'; docs/decisions/interactions-checker.md, "Interaction checker"): a drug, drug class or
 * condition matched by its name, a synonym or a brand ('varfarina', 'Marevan', 'anticoagulante',
 * 'gestante'), with the interactions that involve it (a drug's include its classes', a class's its
 * member drugs'), worst first.
 * Severities and sides only: nothing paid. Opens the checker with the item (and a supplement).
 */
export const clinicalHit = z.strictObject({
  item: z.strictObject({
    kind: z.enum(['drug', 'drug_class', 'condition']),
    id,
    name: z.string().describe("In the caller's language"),
    matched: z.string().nullable().describe("The synonym or brand that matched, when the name did not ('Marevan'), else null"),
  }),
  interactions: z
    .array(
      z.strictObject({
        id,
        severity: z.enum(INTERACTION_SEVERITIES),
        supplement: z.strictObject({ id, name: z.string(), slug: z.string(), form: z.strictObject({ id, name: z.string() }).nullable() }),
        via: z
          .strictObject({ kind: z.enum(['drug_class', 'drug']), id, name: z.string() })
          .nullable()
          .describe("For a drug: the class the record names, when it is recorded for the drug's class; for a class: the member drug the record names; else null"),
      }),
    )
    .describe('At most 20, worst first, then by supplement name'),
  interactions_total: z.number().int().min(0),
});
export type ClinicalSearchResult = z.output<typeof clinicalHit>;
export type SupplementSearchResult = z.output<typeof supplementHit>;
export type ChemicalFormSearchResult = z.output<typeof chemicalFormHit>;
export type FormulaSearchResult = z.output<typeof formulaHit>;
export type TopicTextSearchResult = z.output<typeof topicTextHit>;

/**
 * GET search: `items.data` holds the spec's three groups, then 'Tópicos', always in this order
 * (possibly empty); pages count the largest group. A client that knows only the first three keeps
 * reading them where they were.
 */
export const searchAnswer = named(
  'SearchAnswer',
  z.strictObject({
    items: z.strictObject({
      data: z.tuple([
        z.strictObject({ type: z.literal('Suplementos'), data: z.array(supplementHit) }),
        z.strictObject({ type: z.literal('Formas Químicas'), data: z.array(chemicalFormHit) }),
        z.strictObject({ type: z.literal('Nutra Fórmulas'), data: z.array(formulaHit) }),
        z.strictObject({ type: z.literal('Tópicos'), data: z.array(topicTextHit) }),
        z.strictObject({ type: z.literal('Interações'), data: z.array(clinicalHit) }),
      ]),
      current_page: z.number().int().min(1),
      last_page: z.number().int().min(1),
    }),
  }),
  "The groups 'Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos' and 'Interações' always come, in this order, 10 results each per page.",
);
export type SearchAnswer = z.output<typeof searchAnswer>;
/** One of the groups of `items.data`. */
export type SearchGroup = SearchAnswer['items']['data'][number];
