import { z } from './zod.js';
import { listQuerySchema } from './list.js';
import { baseRevision, blankToUndefined, catalogueName, displayOrder, referenceId, strictForm, yesNo } from './catalogue-fields.js';

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
export type SupplementInput = z.input<typeof supplementSchema>;
export type SupplementData = z.output<typeof supplementSchema>;

/** GET selects/supplements: optionally only the supplements of one category. */
export const supplementOptionsQuerySchema = z.object({
  category_id: z.preprocess(blankToUndefined, referenceId('Categoria inválida').optional()),
});

/** GET selects/topics: the topics of one supplement (the notification dialog's topic choice). */
export const topicOptionsQuerySchema = z.object({
  supplement_id: z.preprocess(blankToUndefined, referenceId('Selecione o suplemento')),
});

/** The orders of a category's supplements: the spec's (display order, then name) or A to Z by name in the reader's language. */
export const SUPPLEMENT_SORTS = ['order', 'name'] as const;
export type SupplementSort = (typeof SUPPLEMENT_SORTS)[number];
export const INVALID_SORT = "Ordenação inválida: use 'order' ou 'name'";

/** GET supplements/category/slug/{slug}: `page`, `search` and the optional `sort`. */
export const categorySupplementsQuerySchema = listQuerySchema.extend({
  sort: z.enum(SUPPLEMENT_SORTS, { error: INVALID_SORT }).default('order').describe("'order' (the default: display order, then name) or 'name' (A to Z in the reader's language)"),
});
export type CategorySupplementsQuery = z.output<typeof categorySupplementsQuerySchema>;
