import { fromDecimalText, z } from './zod.js';
import { requiredRevision, blankToUndefined, catalogueName, displayOrder, requiredImage, strictForm, yesNo } from './catalogue-fields.js';

const categoryFields = {
  name: catalogueName,
  image: requiredImage,
  has_subcategory: yesNo('Selecione se possui subcategoria'),
  order: displayOrder,
  /** The parent's id when the category is a subcategory; absent for a top-level category. */
  parent_category: z.preprocess(
    blankToUndefined,
    fromDecimalText(z.number({ error: 'Categoria principal inválida' }).int('Categoria principal inválida').positive('Categoria principal inválida')).optional(),
  ),
};

/** POST categories (multipart): name, image, has_subcategory, order, parent_category optional. */
export const categoryCreateSchema = strictForm(categoryFields);
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
export type CategoryCreateData = z.output<typeof categoryCreateSchema>;

/**
 * POST categories/{id} (multipart): the same fields, the image optional (kept when absent).
 * parent_category absent keeps the category where it is; a different id moves it. `revision`: the one the edit was based on.
 */
export const categoryUpdateSchema = strictForm({ ...categoryFields, image: requiredImage.optional(), revision: requiredRevision });
export type CategoryUpdateInput = z.input<typeof categoryUpdateSchema>;
export type CategoryUpdateData = z.output<typeof categoryUpdateSchema>;
