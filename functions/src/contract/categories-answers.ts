import { z } from './zod.js';
import { fileName, flag, id, isoDate, named, page, revision, writeAnswer } from './answer-shapes.js';

export const categoryHeader = named('CategoryHeader', z.strictObject({ id, name: z.string(), slug: z.string(), image: fileName('categories') }));
export type CategoryHeader = z.output<typeof categoryHeader>;

export const categoryCard = named(
  'CategoryCard',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    image: fileName('categories'),
    has_subcategory: flag,
    order: z.number().int(),
    supplements_count: z.number().int().min(0),
  }),
);
export type CategoryCard = z.output<typeof categoryCard>;

export const categoryAdmin = named(
  'CategoryAdmin',
  categoryCard.extend({ parent_category: id.nullable(), parent_id: id.nullable(), created_at: isoDate, updated_at: isoDate, revision }),
  'A category as the dashboard edits it (Portuguese source texts).',
);
export type CategoryAdmin = z.output<typeof categoryAdmin>;

/** GET categories: a page of top-level categories. */
export const categoryListAnswer = z.strictObject({ items: page(categoryCard) });
export type CategoryListAnswer = z.output<typeof categoryListAnswer>;

/** GET categories/slug/{slug}: the category and a page of its subcategories. */
export const subcategoryListAnswer = z.strictObject({ category: categoryHeader, items: page(categoryCard) });
export type SubcategoryListAnswer = z.output<typeof subcategoryListAnswer>;

/** GET categories/{id}. */
export const categoryAdminAnswer = z.strictObject({ item: categoryAdmin });
export type CategoryAdminAnswer = z.output<typeof categoryAdminAnswer>;

/** POST categories and POST categories/{id}. */
export const categoryCreatedAnswer = writeAnswer('Nova categoria foi criada', categoryAdmin);
export type CategoryCreatedAnswer = z.output<typeof categoryCreatedAnswer>;
export const categoryUpdatedAnswer = writeAnswer('Categoria foi atualizada!', categoryAdmin);
export type CategoryUpdatedAnswer = z.output<typeof categoryUpdatedAnswer>;
