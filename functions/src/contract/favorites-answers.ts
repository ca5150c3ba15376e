import { z } from './zod.js';
import { fileName, flag, id, isoDate, named, page } from './answer-shapes.js';

export const favoriteSupplement = named(
  'FavoriteSupplement',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    is_paid: flag,
    order: z.number().int(),
    category_id: id,
    updated_at: isoDate,
    category: z.strictObject({ slug: z.string(), name: z.string(), image: fileName('categories') }),
  }),
);
export type FavoriteSupplement = z.output<typeof favoriteSupplement>;

/** GET favorites. */
export const favoritesAnswer = z.strictObject({ data: page(favoriteSupplement) });
export type FavoritesAnswer = z.output<typeof favoritesAnswer>;

/** GET favorites/supplement/{id} and POST favorites (the state after the toggle). */
export const favoritedAnswer = z.strictObject({ favorited: z.boolean() });
export type FavoritedAnswer = z.output<typeof favoritedAnswer>;
