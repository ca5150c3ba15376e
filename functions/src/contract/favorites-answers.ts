import { z } from './zod.js';
import { fileName, named, page } from './answer-shapes.js';
import { supplementCard } from './supplements-answers.js';

/** A supplement card as the favourites list stores it: no creation date, a lighter category. */
export const favoriteSupplement = named(
  'FavoriteSupplement',
  supplementCard.omit({ created_at: true, reviewed_at: true, reviewed_by: true, category: true }).extend({
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
