import { strictForm } from './catalogue-fields.js';
import { fromDecimalText, z } from './zod.js';

/** How many supplements GET recently-viewed answers, newest first. */
export const RECENTLY_VIEWED_SHOWN = 10;
/** How many views are kept per user; older ones are dropped as new ones come. */
export const RECENTLY_VIEWED_KEPT = 20;

/** POST recently-viewed (JSON): the caller opened this supplement's topics. */
export const recentViewSchema = strictForm({
  supplement_id: fromDecimalText(z.number({ error: 'Suplemento não informado' }).int('Suplemento não informado').positive('Suplemento não informado')),
});
export type RecentViewInput = z.input<typeof recentViewSchema>;
