import { strictForm, yesNo } from './catalogue-fields.js';
import { fromDecimalText, z } from './zod.js';

/** Spec §5 and §9: a notification's title (2–100) and message (2–400). */
export const NOTIFICATION_TITLE = { min: 2, max: 100 } as const;
export const NOTIFICATION_BODY = { min: 2, max: 400 } as const;

/** Where a notification opens (`deep_1`), and the product-scheme link that names it (`deeplink`). */
export const DEEP_LINK_KINDS = ['home', 'supplements', 'topics'] as const;
export type DeepLinkKind = (typeof DEEP_LINK_KINDS)[number];

/** `locale_id` 1 = Portuguese, 2 = English (as banners). */
export const NOTIFICATION_LOCALES = { 1: 'pt', 2: 'en' } as const;

export const DEEP_LINK_MESSAGES = {
  kind: 'Destino inválido',
  supplement: 'Selecione o suplemento',
  topic: 'Selecione o tópico',
  locale: 'Idioma inválido',
} as const;

const text = (required: string, short: string, long: string, bounds: { min: number; max: number }) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.string().min(bounds.min, short).max(bounds.max, long));

const DEEP_LINK = /^(home|supplements\/[1-9]\d{0,12}|topics\/[1-9]\d{0,12})$/;

/** A parsed deep link: the screen and, for supplements and topics, the item's id. */
export type DeepLink = { kind: 'home' } | { kind: 'supplements' | 'topics'; id: number };

/** `home`, `supplements/{id}` or `topics/{id}` as data; null for anything else. */
export function parseDeepLink(value: string): DeepLink | null {
  if (!DEEP_LINK.test(value)) return null;
  if (value === 'home') return { kind: 'home' };
  const [kind, id] = value.split('/') as ['supplements' | 'topics', string];
  return { kind, id: Number(id) };
}

/**
 * POST notifications (JSON or multipart). `deeplink` must agree with `deep_1`: `home` for home,
 * `supplements/{id}` or `topics/{id}` once the dialog's item selector has a choice.
 */
export const notificationCreateSchema = strictForm({
  title: text('Título não foi preenchido', 'Título muito curto', 'Título muito longo', NOTIFICATION_TITLE),
  body: text('Mensagem não foi preenchida', 'Mensagem muito curta', 'Mensagem muito longa', NOTIFICATION_BODY),
  locale_id: fromDecimalText(z.union([z.literal(1), z.literal(2)], { error: DEEP_LINK_MESSAGES.locale })),
  deep_1: z.enum(DEEP_LINK_KINDS, { error: DEEP_LINK_MESSAGES.kind }),
  deeplink: z.string({ error: DEEP_LINK_MESSAGES.kind }).trim(),
}).transform((input, ctx) => {
  const link = parseDeepLink(input.deeplink);
  if (!link || link.kind !== input.deep_1) {
    const message = input.deep_1 === 'supplements' ? DEEP_LINK_MESSAGES.supplement : input.deep_1 === 'topics' ? DEEP_LINK_MESSAGES.topic : DEEP_LINK_MESSAGES.kind;
    ctx.addIssue({ code: 'custom', path: ['deeplink'], message });
    return z.NEVER;
  }
  return { title: input.title, body: input.body, locale: NOTIFICATION_LOCALES[input.locale_id], deeplink: input.deeplink, link };
});
export type NotificationCreateInput = z.input<typeof notificationCreateSchema>;
export type NotificationCreateData = z.output<typeof notificationCreateSchema>;

/** POST device-tokens: the FCM registration token of this browser or device. */
export const deviceTokenSchema = strictForm({
  token: z
    .string({ error: 'Token do dispositivo não enviado' })
    .trim()
    .min(1, 'Token do dispositivo não enviado')
    .pipe(z.string().max(4096, 'Token do dispositivo inválido').regex(/^[\w:.-]+$/, 'Token do dispositivo inválido')),
});
export type DeviceTokenData = z.output<typeof deviceTokenSchema>;

export const NOTIFICATION_PREFERENCE_MISSING = 'Escolha uma opção de notificações';

/**
 * POST user-details/notifications: whether the caller receives notifications (push and the inbox), and
 * whether a revision of a favourite monograph puts an item in their inbox (off until they turn it on).
 * Either or both; what is not sent stays as it was.
 */
export const notificationPreferenceSchema = strictForm({
  receive_notifications: yesNo('Opção de notificações inválida').optional(),
  favourite_revisions: yesNo('Opção de notificações inválida').optional(),
}).refine((input) => input.receive_notifications !== undefined || input.favourite_revisions !== undefined, { message: NOTIFICATION_PREFERENCE_MISSING, path: ['receive_notifications'] });
export type NotificationPreferenceData = z.output<typeof notificationPreferenceSchema>;
