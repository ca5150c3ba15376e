import { z } from './zod.js';
import { listQuerySchema } from './list.js';
import { baseRevision, blankToUndefined, requiredRevision, referenceId, strictForm } from './catalogue-fields.js';
import { EVIDENCE_GRADES, topicReferenceSchema } from './evidence.js';

/**
 * Interactions as data (issue 31; docs/decisions/interactions-checker.md, "Interaction checker"): a supplement
 * (optionally one of its chemical forms) against another supplement, a drug, a drug class or a
 * condition, rated as clinicians read them.
 */

/** The severity scale, worst first (the order every answer groups by). */
export const INTERACTION_SEVERITIES = ['grave', 'moderada', 'leve'] as const;
export type InteractionSeverity = (typeof INTERACTION_SEVERITIES)[number];

/** What each severity asks of the clinician (shown with it; the web translates the same words). */
export const SEVERITY_ACTIONS: Record<InteractionSeverity, string> = {
  grave: 'Evitar',
  moderada: 'Usar com cautela e monitorar',
  leve: 'Estar atento',
};

export const INTERACTION_LIKELIHOODS = ['provavel', 'possivel', 'improvavel'] as const;
export type InteractionLikelihood = (typeof INTERACTION_LIKELIHOODS)[number];

/** What the other side of an interaction may be. The first side is always a supplement. */
export const INTERACTION_OTHER_KINDS = ['supplement', 'drug', 'drug_class', 'condition'] as const;
export type InteractionOtherKind = (typeof INTERACTION_OTHER_KINDS)[number];

/** What a clinician may put on the checker's list. */
export const CHECK_ITEM_KINDS = ['supplement', 'form', 'drug', 'drug_class', 'condition'] as const;
export type CheckItemKind = (typeof CHECK_ITEM_KINDS)[number];

export const MAX_CHECK_ITEMS = 30;
export const MAX_INTERACTION_REFERENCES = 20;
export const MAX_INTERACTION_TEXT = 2000;
export const MAX_TIMING_TEXT = 300;

export const CHECK_ITEMS_REQUIRED = 'Adicione ao menos um item para verificar';
export const CHECK_ITEMS_TOO_MANY = `No máximo ${MAX_CHECK_ITEMS} itens por verificação`;
export const CHECK_ITEM_REPEATED = 'Item repetido na lista';
export const CHECK_ITEM_KIND_INVALID = 'Tipo de item inválido';
export const CHECK_ITEM_ID_INVALID = 'Item inválido';

/** One item of the checker's list: `{ kind, id }`. */
export const checkItemSchema = strictForm({
  kind: z.enum(CHECK_ITEM_KINDS, { error: CHECK_ITEM_KIND_INVALID }),
  id: referenceId(CHECK_ITEM_ID_INVALID),
});
export type CheckItem = z.output<typeof checkItemSchema>;

/** `supplement:12`, `form:3`, `drug:5`: an item's key in the list and in answers. */
export const checkItemKey = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

/**
 * POST interactions/check (JSON): the list, 1 to 30 items, none twice. Unknown ids are refused by
 * the API (400, each one named: 'Medicamento não encontrado (id 999)').
 */
export const interactionCheckSchema = strictForm({
  items: z
    .array(checkItemSchema, { error: CHECK_ITEMS_REQUIRED })
    .min(1, CHECK_ITEMS_REQUIRED)
    .max(MAX_CHECK_ITEMS, CHECK_ITEMS_TOO_MANY)
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = checkItemKey(item);
        if (seen.has(key)) context.addIssue({ code: 'custom', message: CHECK_ITEM_REPEATED, path: [index] });
        seen.add(key);
      });
    }),
});
export type InteractionCheckInput = z.input<typeof interactionCheckSchema>;
export type InteractionCheckData = z.output<typeof interactionCheckSchema>;

/** GET interactions/options: the checker's typeahead (and the dashboard editor's side pickers). */
export const interactionOptionsQuerySchema = z.object({
  search: z.string({ error: 'Informe o termo de busca' }).trim().min(1, 'Informe o termo de busca').max(100, 'Termo de busca muito longo'),
  /** Comma-separated kinds to answer ('drug,condition'); all when absent. */
  kinds: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? value.split(',').map((kind) => kind.trim()) : undefined),
      z.array(z.enum(CHECK_ITEM_KINDS, { error: CHECK_ITEM_KIND_INVALID })).optional(),
    )
    .describe("Comma-separated: 'supplement', 'form', 'drug', 'drug_class', 'condition'; all when absent"),
});
export type InteractionOptionsQuery = z.output<typeof interactionOptionsQuerySchema>;

/** GET interactions (dashboard): `page`, `search` (either side's name) and an optional severity. */
export const interactionListQuerySchema = listQuerySchema.extend({
  severity: z.enum(INTERACTION_SEVERITIES).optional().catch(undefined),
});
export type InteractionListQuery = z.output<typeof interactionListQuerySchema>;

const requiredText = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const optionalId = (message: string) => z.preprocess(blankToUndefined, referenceId(message).optional()).transform((value) => value ?? null);

/**
 * POST interactions and POST interactions/{id} (JSON). The first side is a supplement (optionally
 * one of its forms); the other a supplement (optionally one of its forms), a drug, a drug class or
 * a condition. Ids that name nothing are refused by the API with the field's message
 * ('Suplemento não encontrado', 'Medicamento não encontrado', …). Saving marks the interaction
 * reviewed by the admin who saved it, on that date.
 */
export const interactionSchema = strictForm({
  supplement_id: referenceId('Selecione o suplemento'),
  form_id: optionalId('Forma química inválida'),
  other_kind: z.enum(INTERACTION_OTHER_KINDS, { error: 'Selecione o tipo do outro lado da interação' }),
  other_id: referenceId('Selecione o outro lado da interação'),
  other_form_id: optionalId('Forma química inválida'),
  severity: z.enum(INTERACTION_SEVERITIES, { error: 'Selecione a gravidade' }),
  likelihood: z.enum(INTERACTION_LIKELIHOODS, { error: 'Selecione a probabilidade' }),
  evidence: z.enum(EVIDENCE_GRADES, { error: 'Selecione o nível de evidência' }),
  mechanism: requiredText('Mecanismo não foi preenchido', 'Mecanismo muito longo', MAX_INTERACTION_TEXT),
  management: requiredText('Conduta não foi preenchida', 'Conduta muito longa', MAX_INTERACTION_TEXT),
  timing: z
    .preprocess(blankToUndefined, z.string({ error: 'Orientação de horário inválida' }).trim().max(MAX_TIMING_TEXT, 'Orientação de horário muito longa').optional())
    .transform((timing) => (timing ? timing : null)),
  references: z
    .array(topicReferenceSchema, { error: 'Referências inválidas' })
    .max(MAX_INTERACTION_REFERENCES, `No máximo ${MAX_INTERACTION_REFERENCES} referências`)
    .default([]),
  revision: baseRevision,
})
  .refine((data) => !(data.other_kind === 'supplement' && data.other_id === data.supplement_id), {
    message: 'Escolha outro suplemento para o outro lado da interação',
    path: ['other_id'],
  })
  .refine((data) => data.other_kind === 'supplement' || data.other_form_id === null, {
    message: 'Forma química só se aplica a um suplemento',
    path: ['other_form_id'],
  });
/** POST interactions/{id}: the same fields and checks with the revision the edit was based on (required). */
export const interactionUpdateSchema = interactionSchema.safeExtend({ revision: requiredRevision });
export type InteractionInput = z.input<typeof interactionSchema>;
export type InteractionData = z.output<typeof interactionSchema>;
export type InteractionUpdateData = z.output<typeof interactionUpdateSchema>;
