import { z } from './zod.js';
import { flag, id, isoDate, named } from './answer-shapes.js';
import { themePreference } from './auth.js';

/** GET user-details/export and GET users/{id}/export (sent as a download). */
export const personalDataExport = named(
  'PersonalDataExport',
  z.strictObject({
    exported_at: isoDate,
    controller: z.literal('Nutrindex'),
    profile: z.strictObject({
      id,
      name: z.string(),
      email: z.string(),
      document: z.string().describe('CPF, formatted'),
      phone: z.string(),
      education: z.string().nullable(),
      locale: z.enum(['pt', 'en']),
      theme: themePreference,
      role: z.enum(['admin', 'user']),
      status: z.enum(['active', 'blocked']),
      premium: flag,
      plan_id: z.string().nullable(),
      subscription_status: z.string(),
      image: z.string().nullable(),
      created_at: isoDate,
      updated_at: isoDate,
    }),
    notifications: z.strictObject({
      receive_notifications: flag,
      devices: z.array(z.strictObject({ token: z.string(), created_at: isoDate, updated_at: isoDate })),
      received: z.array(z.strictObject({ id, title: z.string(), body: z.string(), created_at: isoDate, read_at: isoDate.nullable() })),
    }),
    favorites: z.array(z.strictObject({ supplement_id: id, supplement_name: z.string().nullable(), created_at: isoDate })),
    recently_viewed: z.array(z.strictObject({ supplement_id: id, supplement_name: z.string().nullable(), viewed_at: isoDate })),
    suggestions: z.array(z.strictObject({ id, content: z.string(), created_at: isoDate })),
    subscriptions: z.array(
      z.strictObject({
        id: z.string(),
        plan_id: z.string().nullable(),
        status: z.string(),
        trial_end: isoDate.nullable(),
        current_period_end: isoDate.nullable(),
        canceled_at: isoDate.nullable(),
        paid_invoices: z.number().int().min(0),
        created_at: isoDate,
      }),
    ),
  }),
  "Everything the product holds about one person (LGPD art. 18), sent as a download.",
);
export type PersonalDataExport = z.output<typeof personalDataExport>;
