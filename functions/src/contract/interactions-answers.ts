import { z } from './zod.js';
import { id, isoDate, named, page, revision, writeAnswer } from './answer-shapes.js';
import { EVIDENCE_GRADES } from './evidence.js';
import { topicReference } from './evidence-answers.js';
import { AMOUNT_UNITS } from './formulas.js';
import { CHECK_ITEM_KINDS, INTERACTION_LIKELIHOODS, INTERACTION_OTHER_KINDS, INTERACTION_SEVERITIES } from './interactions.js';

/** Answers of the interaction checker, the monograph's interactions and the dashboard (docs/decisions/interactions-checker.md, "Interaction checker"). */

const severity = z.enum(INTERACTION_SEVERITIES).describe("'grave' (evitar), 'moderada' (usar com cautela e monitorar), 'leve' (estar atento)");
const formName = z.strictObject({ id, name: z.string() }).nullable().describe('The chemical form the interaction is limited to; null for the supplement as a whole');

export const supplementForm = named(
  'SupplementForm',
  z.strictObject({ id, supplement_id: id, name: z.string().describe("In the caller's language") }),
  "A supplement's chemical form (the rows of its 'Formas químicas' topic), readable by everyone.",
);
export type SupplementForm = z.output<typeof supplementForm>;

/** The supplement side of an interaction. */
export const interactionSupplementSide = named(
  'InteractionSupplementSide',
  z.strictObject({ id, name: z.string(), slug: z.string(), form: formName }),
);
/** The other side: a supplement (slug and perhaps a form), a drug, a drug class or a condition (slug and form null). */
export const interactionOtherSide = named(
  'InteractionOtherSide',
  z.strictObject({ kind: z.enum(INTERACTION_OTHER_KINDS), id, name: z.string(), slug: z.string().nullable(), form: formName }),
);

/** The paid part of an interaction: premium and admin callers only. */
export const interactionDetails = named(
  'InteractionDetails',
  z.strictObject({
    likelihood: z.enum(INTERACTION_LIKELIHOODS).describe("'provavel', 'possivel', 'improvavel'"),
    evidence: z.enum(EVIDENCE_GRADES).describe('Evidence grade: A forte, B moderada, C limitada, D insuficiente'),
    mechanism: z.string(),
    management: z.string().describe('What to do'),
    timing: z.string().nullable().describe("Timing advice where it applies ('separar por 2 h'), else null"),
    references: z.array(topicReference),
    reviewed: z.strictObject({ at: isoDate, by: z.string() }).nullable(),
  }),
  "Texts in the caller's language (English where translated, else Portuguese).",
);
export type InteractionDetails = z.output<typeof interactionDetails>;

const cardFields = {
  id,
  severity,
  supplement: interactionSupplementSide,
  other: interactionOtherSide,
  locked: z.boolean().describe('True when the caller is neither premium nor admin: `details` is null'),
  details: interactionDetails.nullable(),
};

export const interactionCard = named('InteractionCard', z.strictObject(cardFields), 'An interaction as readers see it; the details only for premium and admin.');
export type InteractionCard = z.output<typeof interactionCard>;

export const checkItemRef = named('CheckItemRef', z.strictObject({ kind: z.enum(CHECK_ITEM_KINDS), id }));
export type CheckItemRef = z.output<typeof checkItemRef>;

export const checkedInteraction = named(
  'CheckedInteraction',
  z.strictObject({
    ...cardFields,
    between: z
      .tuple([checkItemRef, checkItemRef])
      .describe("The two items of the list this record answers (a drug's item answers for the records of its classes too; a class's item for its member drugs' records)"),
  }),
);
export type CheckedInteraction = z.output<typeof checkedInteraction>;

const groupsOf = <S extends z.ZodType>(card: S) =>
  z
    .tuple([
      z.strictObject({ severity: z.literal('grave'), items: z.array(card) }),
      z.strictObject({ severity: z.literal('moderada'), items: z.array(card) }),
      z.strictObject({ severity: z.literal('leve'), items: z.array(card) }),
    ])
    .describe('Always the three severities, worst first, each possibly empty; within a group by evidence (A first), then names');

export const checkedItem = named(
  'CheckedItem',
  z.strictObject({
    kind: z.enum(CHECK_ITEM_KINDS),
    id,
    name: z.string().describe("In the caller's language"),
    supplement: z
      .strictObject({ id, name: z.string(), slug: z.string() })
      .nullable()
      .describe('For a supplement, itself; for a form, the supplement it belongs to; else null'),
  }),
);
export type CheckedItem = z.output<typeof checkedItem>;

export const checkedPair = named(
  'CheckedPair',
  z.strictObject({
    between: z.tuple([checkItemRef, checkItemRef]),
    reason: z
      .enum(['no_record', 'same_supplement', 'outside_scope'])
      .describe("'no_record': checked, nenhuma interação registrada (not evidence of safety); 'same_supplement': a supplement and its own form; 'outside_scope': no supplement in the pair (drug–drug, drug–condition), not covered"),
  }),
);
export type CheckedPair = z.output<typeof checkedPair>;

/** POST interactions/check. */
export const interactionCheckAnswer = named(
  'InteractionCheckAnswer',
  z.strictObject({
    items: z.array(checkedItem).describe('The list as sent, in its order, with names'),
    groups: groupsOf(checkedInteraction),
    pairs_without_interaction: z.array(checkedPair).describe('Every other pair of the list, in list order'),
    items_without_records: z
      .array(checkItemRef)
      .describe("The list's items that no structured interaction names at all, with anything in the catalogue ('Coenzima Q10: nenhuma interação cadastrada'), in list order"),
    locked: z.boolean().describe('True when the details are withheld (a caller who is neither premium nor admin)'),
    checked_at: isoDate,
  }),
);
export type InteractionCheckAnswer = z.output<typeof interactionCheckAnswer>;

export const unrecordedMention = named(
  'UnrecordedMention',
  z.strictObject({
    phrase: z.string().describe("The words as the monograph's text has them ('diuréticos')"),
    items: z
      .array(z.strictObject({ kind: z.enum(['drug', 'drug_class', 'condition']), id, name: z.string().describe("In the caller's language") }))
      .describe('Every drug, class or condition the words name (a shared word such as "diuréticos" names several classes)'),
  }),
  "A drug, class or condition the monograph's text names with no structured interaction of the supplement answering it.",
);
export type UnrecordedMention = z.output<typeof unrecordedMention>;

/** GET supplements/slug/{slug}/interactions: the monograph's section. */
export const supplementInteractionsAnswer = z.strictObject({
  supplement: z.strictObject({ id, name: z.string(), slug: z.string() }),
  groups: groupsOf(interactionCard),
  unrecorded_mentions: z
    .array(unrecordedMention)
    .describe("Named in the monograph's text (the topics the caller may read), without a structured record: shown apart, flagged, until prose and data agree"),
  locked: z.boolean(),
});
export type SupplementInteractionsAnswer = z.output<typeof supplementInteractionsAnswer>;

/** GET supplements/{id}/forms. */
export const supplementFormsAnswer = z.strictObject({ items: z.array(supplementForm) });
export type SupplementFormsAnswer = z.output<typeof supplementFormsAnswer>;

export const interactionOption = named(
  'InteractionOption',
  z.strictObject({
    kind: z.enum(CHECK_ITEM_KINDS),
    id,
    name: z.string().describe("In the caller's language"),
    detail: z
      .string()
      .nullable()
      .describe("What helps tell it apart: a form's supplement, the synonym or brand that matched ('Marevan'), a drug's classes; else null"),
    supplement_id: id.nullable().describe('For a form, its supplement; else null'),
    units: z
      .strictObject({
        offered: z.array(z.enum(AMOUNT_UNITS)).describe("The units an amount of the form can be given in ('UI' only where the form has a UI factor)"),
        default: z.enum(AMOUNT_UNITS).describe("The unit a new row starts with: 'UI' for a form counted in UI, else its nutrient's unit, else 'mg'; always one of `offered`"),
      })
      .nullable()
      .describe('For a form, the units that apply to it (the formula builder offers only these); else null'),
  }),
);
export type InteractionOption = z.output<typeof interactionOption>;

/** GET interactions/options: at most 8 of each kind, supplements, forms, drugs, classes, conditions in this order. */
export const interactionOptionsAnswer = z.strictObject({ items: z.array(interactionOption) });
export type InteractionOptionsAnswer = z.output<typeof interactionOptionsAnswer>;

/** A side as the dashboard shows it (Portuguese names). */
const adminSide = z.strictObject({ kind: z.enum(INTERACTION_OTHER_KINDS), id, name: z.string(), form: formName });

export const interactionRow = named(
  'InteractionRow',
  z.strictObject({
    id,
    severity,
    evidence: z.enum(EVIDENCE_GRADES),
    supplement: adminSide,
    other: adminSide,
    reviewed_at: isoDate.nullable(),
    updated_at: isoDate,
  }),
);
export type InteractionRow = z.output<typeof interactionRow>;

export const interactionAdmin = named(
  'InteractionAdmin',
  z.strictObject({
    id,
    supplement_id: id,
    form_id: id.nullable(),
    other_kind: z.enum(INTERACTION_OTHER_KINDS),
    other_id: id,
    other_form_id: id.nullable(),
    severity,
    likelihood: z.enum(INTERACTION_LIKELIHOODS),
    evidence: z.enum(EVIDENCE_GRADES),
    mechanism: z.string(),
    management: z.string(),
    timing: z.string().nullable(),
    references: z.array(topicReference),
    reviewed_at: isoDate.nullable(),
    reviewed_by: z.string().nullable(),
    supplement: adminSide,
    other: adminSide,
    created_at: isoDate,
    updated_at: isoDate,
    revision,
  }),
  'An interaction as the dashboard edits it (Portuguese source texts).',
);
export type InteractionAdmin = z.output<typeof interactionAdmin>;

/** GET interactions, GET interactions/{id}, POST interactions, POST interactions/{id}. */
export const interactionListAnswer = z.strictObject({ items: page(interactionRow) });
export type InteractionListAnswer = z.output<typeof interactionListAnswer>;
export const interactionAnswer = z.strictObject({ item: interactionAdmin });
export type InteractionAnswer = z.output<typeof interactionAnswer>;
export const interactionCreatedAnswer = writeAnswer('Nova interação cadastrada', interactionAdmin);
export const interactionUpdatedAnswer = writeAnswer('Interação foi atualizada!', interactionAdmin);
export const INTERACTION_REVIEWED = 'Interação marcada como revisada';
export const interactionReviewedAnswer = writeAnswer(INTERACTION_REVIEWED, interactionAdmin);
export const INTERACTION_DELETED = 'Interação foi deletada!';
