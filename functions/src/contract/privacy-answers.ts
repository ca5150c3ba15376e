import { z } from './zod.js';
import { flag, id, isoDate, named } from './answer-shapes.js';
import { themePreference } from './auth.js';
import { POPULATION_GROUPS } from './doses.js';
import { AMOUNT_UNITS, COUNCILS, PHARMACEUTICAL_FORMS } from './formulas.js';

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
    prescriber: z
      .strictObject({ council: z.enum(COUNCILS), number: z.string(), region: z.number().int().nullable(), state: z.string().nullable(), contact: z.string().nullable() })
      .nullable()
      .describe('The council registration printed on prescriptions; null until given'),
    formulas: z
      .array(
        z.strictObject({
          id: z.string(),
          name: z.string(),
          patient_name: z.string().nullable(),
          population: z.enum(POPULATION_GROUPS),
          components: z.array(z.strictObject({ form_id: id, amount: z.number(), unit: z.enum(AMOUNT_UNITS) })),
          pharmaceutical_form: z.enum(PHARMACEUTICAL_FORMS),
          units_per_dose: z.number().int(),
          doses_per_day: z.number().int(),
          duration_days: z.number().int(),
          drug_ids: z.array(id),
          condition_ids: z.array(id),
          notes: z.string().nullable(),
          created_at: isoDate,
          updated_at: isoDate,
        }),
      )
      .describe('The formulas saved in the account (the formula builder)'),
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
