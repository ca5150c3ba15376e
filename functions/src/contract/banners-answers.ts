import { z } from './zod.js';
import { fileName, id, isoDate, localeId, named, page, revision, writeAnswer } from './answer-shapes.js';
import { BANNER_AUDIENCES, BANNER_TYPES } from './banners.js';

export const banner = named(
  'Banner',
  z.strictObject({
    id,
    name: z.string(),
    image: fileName('banners'),
    type: z.enum(BANNER_TYPES),
    type_users: z.enum(BANNER_AUDIENCES),
    url: z.string(),
    order: z.number().int(),
    locale_id: localeId.describe('1 pt, 2 en'),
    created_at: isoDate,
    updated_at: isoDate,
    revision,
  }),
);
export type Banner = z.output<typeof banner>;

export const webBanner = named('WebBanner', z.strictObject({ id, name: z.string(), url: z.string(), image: fileName('banners') }));
export type WebBanner = z.output<typeof webBanner>;

/** GET banners/web. */
export const webBannersAnswer = z.strictObject({ items: z.array(webBanner) });
export type WebBannersAnswer = z.output<typeof webBannersAnswer>;

/** GET banners. */
export const bannerListAnswer = z.strictObject({ items: page(banner) });
export type BannerListAnswer = z.output<typeof bannerListAnswer>;

/** GET banners/{id}. */
export const bannerAnswer = z.strictObject({ item: banner });
export type BannerAnswer = z.output<typeof bannerAnswer>;

/** POST banners and POST banners/{id}. */
export const bannerCreatedAnswer = writeAnswer('Novo banner foi criado', banner);
export type BannerCreatedAnswer = z.output<typeof bannerCreatedAnswer>;
export const bannerUpdatedAnswer = writeAnswer('Banner foi atualizado!', banner);
export type BannerUpdatedAnswer = z.output<typeof bannerUpdatedAnswer>;
