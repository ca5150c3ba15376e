import { z } from './zod.js';
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
