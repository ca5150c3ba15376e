import { z } from './zod.js';
import { favoriteSupplement } from './favorites-answers.js';

export const recentSupplement = favoriteSupplement.extend({ viewed_at: z.string() });
export type RecentSupplement = z.output<typeof recentSupplement>;

/** GET recently-viewed. */
export const recentlyViewedAnswer = z.strictObject({ items: z.array(recentSupplement) });
export type RecentlyViewedAnswer = z.output<typeof recentlyViewedAnswer>;

/** POST recently-viewed. */
export const viewRecordedAnswer = z.strictObject({ message: z.literal('Visualização registrada') });
export type ViewRecordedAnswer = z.output<typeof viewRecordedAnswer>;
