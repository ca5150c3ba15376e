import { strictForm } from './catalogue-fields.js';
import { fromDecimalText, z } from './zod.js';

/** POST favorites (JSON): toggles the caller's favourite on a supplement. */
export const favoriteToggleSchema = strictForm({
  supplement_id: fromDecimalText(z.number({ error: 'Suplemento não informado' }).int('Suplemento não informado').positive('Suplemento não informado')),
});
export type FavoriteToggleInput = z.input<typeof favoriteToggleSchema>;
export type FavoriteToggleData = z.output<typeof favoriteToggleSchema>;

export const PREMIUM_FAVORITE_MESSAGE = 'Favoritar suplementos pagos é exclusivo para assinantes premium.';
