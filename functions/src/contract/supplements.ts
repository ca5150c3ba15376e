import { z } from './zod.js';
import { listQuerySchema } from './list.js';
import { baseRevision, blankToUndefined, requiredRevision, catalogueName, displayOrder, referenceId, strictForm, yesNo } from './catalogue-fields.js';

/** How many "recently updated" supplements GET supplements/updateds/{count} may ask for. */
export const MAX_UPDATED_SUPPLEMENTS = 12;

/** POST supplements and POST supplements/{id}: name, order, is_paid, category_id (and, on an update, the revision it was based on). */
export const supplementSchema = strictForm({
  name: catalogueName,
  order: displayOrder,
  is_paid: yesNo('Selecione se é item pago'),
  category_id: referenceId('Selecione a categoria'),
  revision: baseRevision,
});
/** POST supplements/{id}: the same fields with the revision the edit was based on (required). */
export const supplementUpdateSchema = supplementSchema.extend({ revision: requiredRevision });
export type SupplementInput = z.input<typeof supplementSchema>;
export type SupplementData = z.output<typeof supplementSchema>;
export type SupplementUpdateData = z.output<typeof supplementUpdateSchema>;

/** GET selects/supplements: optionally only the supplements of one category. */
export const supplementOptionsQuerySchema = z.object({
  category_id: z.preprocess(blankToUndefined, referenceId('Categoria inválida').optional()),
});

/** GET selects/topics: the topics of one supplement (the notification dialog's topic choice). */
export const topicOptionsQuerySchema = z.object({
  supplement_id: z.preprocess(blankToUndefined, referenceId('Selecione o suplemento')),
});

/** The orders of a category's supplements: the spec's (display order, then name) or A to Z by name in the reader's language. */
export const SUPPLEMENT_SORTS = ['order', 'name', 'reviewed'] as const;
export type SupplementSort = (typeof SUPPLEMENT_SORTS)[number];
export const INVALID_SORT = "Ordenação inválida: use 'order', 'name' ou 'reviewed'";

/** A monograph is due for review ('Revisão pendente') when never reviewed or last reviewed more than this long ago. */
export const REVIEW_DUE_MONTHS = 12;

/** The start of the review window: a review before this instant is due (`REVIEW_DUE_MONTHS` before `now`). */
export function reviewDueBefore(now: Date): string {
  const due = new Date(now);
  due.setUTCMonth(due.getUTCMonth() - REVIEW_DUE_MONTHS);
  return due.toISOString();
}

/** GET supplements/category/slug/{slug}: `page`, `search` and the optional `sort`. */
export const categorySupplementsQuerySchema = listQuerySchema.extend({
  sort: z
    .enum(SUPPLEMENT_SORTS, { error: INVALID_SORT })
    .default('order')
    .describe("'order' (the default: display order, then name), 'name' (A to Z in the reader's language) or 'reviewed' (the monograph's review, never reviewed first, then the oldest)"),
  review: z.enum(['due'], { error: "Filtro de revisão inválido: use 'due'" }).optional().describe(`'due': only the monographs never reviewed or last reviewed more than ${REVIEW_DUE_MONTHS} months ago`),
});
export type CategorySupplementsQuery = z.output<typeof categorySupplementsQuerySchema>;
