import { requiredRevision, strictForm } from './catalogue-fields.js';
import { fromDecimalText, z } from './zod.js';

export const BANNER_TYPES = ['web', 'mobile'] as const;
export const BANNER_AUDIENCES = ['all', 'free', 'plus', 'expired'] as const;
export type BannerAudience = (typeof BANNER_AUDIENCES)[number];

/** Banner languages (spec §9): 1 Português do Brasil, 2 English. */
export const BANNER_LOCALES = { 1: 'pt', 2: 'en' } as const;

export const BANNER_IMAGE_REQUIRED = 'Imagem não foi enviada';

const bannerName = z
  .string({ error: 'Nome não foi preenchido' })
  .trim()
  .min(1, 'Nome não foi preenchido')
  .pipe(z.string().min(2, 'Nome muito curto').max(100, 'Nome muito longo'));

const bannerUrl = z
  .string({ error: 'Informe o link' })
  .trim()
  .min(1, 'Informe o link')
  .pipe(z.url({ protocol: /^https?$/, error: 'Informe um link válido (http:// ou https://)' }).max(2048, 'Link muito longo'));

const displayOrder = fromDecimalText(
  z.number({ error: 'Selecione a ordem de exibição' }).int('Selecione a ordem de exibição').min(1, 'Selecione a ordem de exibição').max(1000, 'Selecione a ordem de exibição'),
);

/**
 * `image` is the uploaded file (a File in the browser, the multipart file on the server):
 * the API puts the file under this key before parsing, so every message comes back at once.
 */
const bannerFields = {
  name: bannerName,
  image: z.custom<unknown>((value) => value !== undefined && value !== null && value !== '', { error: BANNER_IMAGE_REQUIRED }),
  type: z.enum(BANNER_TYPES, { error: 'Selecione o tipo' }),
  type_users: z.enum(BANNER_AUDIENCES, { error: 'Selecione o tipo de usuário' }),
  url: bannerUrl,
  order: displayOrder,
};

/** POST banners (multipart): every field, the image and the language (fixed at creation). */
export const bannerCreateSchema = strictForm({
  ...bannerFields,
  locale_id: fromDecimalText(z.union([z.literal(1), z.literal(2)], { error: 'Selecione o idioma' })),
});
export type BannerCreateInput = z.input<typeof bannerCreateSchema>;
export type BannerCreateData = z.output<typeof bannerCreateSchema>;

/** POST banners/{id} (multipart): the same fields without the language; the image is optional; `revision`: the one the edit was based on. */
export const bannerUpdateSchema = strictForm({
  ...bannerFields,
  image: bannerFields.image.optional(),
  revision: requiredRevision,
});
export type BannerUpdateInput = z.input<typeof bannerUpdateSchema>;
export type BannerUpdateData = z.output<typeof bannerUpdateSchema>;
