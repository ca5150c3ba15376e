import { z } from './zod.js';

/** Fields a form does not have are refused by name (no mass assignment). */
const onlyFormFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Campo não permitido: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** POST favorites (JSON): toggles the caller's favourite on a supplement. */
export const favoriteToggleSchema = z.strictObject({
  supplement_id: z.coerce
    .number({ error: 'Suplemento não informado' })
    .int('Suplemento não informado')
    .positive('Suplemento não informado'),
}, onlyFormFields);
export type FavoriteToggleInput = z.input<typeof favoriteToggleSchema>;
export type FavoriteToggleData = z.output<typeof favoriteToggleSchema>;

export const PREMIUM_FAVORITE_MESSAGE = 'Favoritar suplementos pagos é exclusivo para assinantes premium.';
