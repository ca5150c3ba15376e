import { z } from './zod.js';
import { fileName, flag, id, isoDate, named, page } from './answer-shapes.js';

export const globalSettings = named(
  'GlobalSettings',
  z.strictObject({ text_align: z.enum(['text-left', 'text-justify']), show_tutorial: flag, url_tutorial: z.string(), url_tutorial_en: z.string() }),
);
export type GlobalSettings = z.output<typeof globalSettings>;

export const userDetail = z.strictObject({ phone: z.string(), education: z.strictObject({ name: z.string() }).nullable(), receive_notifications: flag, favourite_revisions: flag.describe('An inbox item when a favourite monograph is revised (off by default)') });

export const userRow = named(
  'UserRow',
  z.strictObject({
    id,
    name: z.string(),
    email: z.string(),
    document: z.string(),
    image: fileName('users').nullable(),
    premium: flag,
    plan: z.strictObject({ name: z.string() }).nullable(),
    created_at: isoDate,
    detail: userDetail,
  }),
);
export type UserRow = z.output<typeof userRow>;

export const profileDetails = named(
  'ProfileDetails',
  z.strictObject({ name: z.string(), email: z.string(), image: fileName('users').nullable(), detail: z.strictObject({ phone: z.string() }) }),
);
export type ProfileDetails = z.output<typeof profileDetails>;

/** GET users. */
export const userListAnswer = z.strictObject({ items: page(userRow) });
export type UserListAnswer = z.output<typeof userListAnswer>;

/** GET user-details. */
export const profileDetailsAnswer = z.strictObject({ item: profileDetails });
export type ProfileDetailsAnswer = z.output<typeof profileDetailsAnswer>;

/** POST user-details: after an e-mail change also a new session (`token`), since Firebase Auth ends the earlier ones. */
export const profileSavedAnswer = z.strictObject({ message: z.string(), item: profileDetails, token: z.string().optional() });
export type ProfileSavedAnswer = z.output<typeof profileSavedAnswer>;

/** GET global-settings. */
export const globalSettingsAnswer = z.strictObject({ item: globalSettings });
export type GlobalSettingsAnswer = z.output<typeof globalSettingsAnswer>;

/** POST global-settings. */
export const globalSettingsSavedAnswer = z.strictObject({ message: z.string(), item: globalSettings });
export type GlobalSettingsSavedAnswer = z.output<typeof globalSettingsSavedAnswer>;
