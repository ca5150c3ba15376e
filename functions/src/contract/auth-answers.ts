import { z } from './zod.js';
import { fileName, flag, id, isoDate, named, option } from './answer-shapes.js';
import { globalSettings, userDetail } from './accounts-answers.js';
import { localeSchema, themePreference } from './auth.js';

export const currentUser = named(
  'CurrentUser',
  z.strictObject({
    id,
    name: z.string(),
    email: z.string(),
    document: z.string().describe("CPF, formatted ('529.982.247-25')"),
    image: fileName('users').nullable(),
    status: z.enum(['active', 'blocked']),
    premium: flag,
    role: z.strictObject({ name: z.string(), slug: z.enum(['admin', 'user']) }),
    locale: z.enum(['pt', 'en']),
    theme: themePreference.describe("The user area's theme: 'system' follows the device (prefers-color-scheme)"),
    plan: z.strictObject({ name: z.string() }).nullable(),
    created_at: isoDate,
    settings: globalSettings,
    detail: userDetail,
  }),
);
export type CurrentUser = z.output<typeof currentUser>;

/** GET user. */
export const currentUserAnswer = z.strictObject({ data: z.strictObject({ user: currentUser }) });
export type CurrentUserAnswer = z.output<typeof currentUserAnswer>;

/** POST locale/{locale}. */
export const localeAnswer = z.strictObject({ locale: localeSchema });
export type LocaleAnswer = z.output<typeof localeAnswer>;

/** POST user-details/theme. */
export const themeAnswer = z.strictObject({ message: z.string(), item: z.strictObject({ theme: themePreference }) });
export type ThemeAnswer = z.output<typeof themeAnswer>;

/** GET education: the registration form's options. */
export const educationsAnswer = z.strictObject({ items: z.array(option) });
export type EducationsAnswer = z.output<typeof educationsAnswer>;

/** GET term: the terms of use (HTML). */
export const termAnswer = z.strictObject({ item: z.strictObject({ content: z.string() }) });
export type TermAnswer = z.output<typeof termAnswer>;
