import { z } from './zod.js';
import { PAGE_SIZE } from './list.js';
import { ERROR_CODES, type EditConflictDetails } from './error-codes.js';

/**
 * The pieces every answer schema is built from. Answer schemas live in `<resource>-answers.ts`
 * beside the request schemas of their resource: the services return their inferred types, the
 * OpenAPI document is generated from them, and the web reads their types (and checks answers
 * against them in development). They sit in files of their own so that production web code, which
 * imports request schemas for its forms, never carries them.
 */

/** The named answer shapes: each is a component of the OpenAPI document, referenced by its id. */
export const answerComponents = z.registry<{ id: string; description?: string }>();

/** Registers `schema` as the OpenAPI component `id`. */
export const named = <S extends z.ZodType>(id: string, schema: S, description?: string): S => {
  answerComponents.add(schema, { id, ...(description ? { description } : {}) });
  return schema;
};

export const id = z.number().int().positive();
/** The API's 0/1 booleans (spec section 3). */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** An item's revision in the dashboard's answers: send it back with an update (409 `edit_conflict` when someone saved in between). */
export const revision = z.number().int().min(0).describe('Raised by every edit; send it back as `revision` with an update to be told (409) when someone else saved in between');
export const isoDate = z.string().describe('ISO-8601 date and time');
export const fileName = (folder: string) => z.string().describe(`A file name under /uploads/${folder}/`);
/** 1 Portuguese, 2 English (spec section 9). */
export const localeId = z.union([z.literal(1), z.literal(2)]);

/** With 'edit_conflict': who saved the item last and when. */
export const editConflictDetails = named(
  'EditConflictDetails',
  z.strictObject({
    updated_by: z.string().nullable().describe('The name of whoever saved the item last'),
    updated_at: z.string().nullable().describe('When they saved it (ISO-8601)'),
  }) satisfies z.ZodType<EditConflictDetails>,
);

export const errorAnswer = named(
  'Error',
  z.strictObject({
    message: z.string().describe("A message a person can read, in the caller's language (profile locale, else Accept-Language; Portuguese by default)"),
    errors: z.record(z.string(), z.array(z.string())).optional().describe("Messages by field ('_' for the form as a whole)"),
    code: z.enum(ERROR_CODES).optional().describe("A machine-readable reason clients act on: 'premium_required' (403, paid content), 'edit_conflict' (409, the item changed since the `revision` the update was based on)"),
    details: editConflictDetails.optional().describe("With 'edit_conflict': who saved the item last and when, for clients to word in their own language"),
  }),
  'Every error answer: `{ message, errors?, code?, details? }`. Clients act on `code` and word their own sentence from `details`; `message` is the server\'s wording.',
);
export type ErrorAnswer = z.output<typeof errorAnswer>;

/** Deletions and other writes that answer a message only. */
export const messageAnswer = z.strictObject({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

/** `{ message, item }`, where the message is the fixed text of spec section 8. */
export const writeAnswer = <S extends z.ZodType>(message: string, item: S) => z.strictObject({ message: z.literal(message), item });

export const tokenAnswer = z.strictObject({ token: z.string().describe('A Firebase custom token; sign in with it to get ID tokens') });
export type TokenAnswer = z.output<typeof tokenAnswer>;

/** POST login: the custom token, and the device's token for a client that keeps no cookies (it sent X-Device-Token). */
export const loginAnswer = z.strictObject({
  token: z.string().describe('A Firebase custom token; sign in with it to get ID tokens'),
  device_token: z.string().optional().describe("This device's token, answered only when the request sent X-Device-Token: send it back in that header on every login"),
});

/** `{ data, current_page, last_page, per_page, total }` of a list of `item`. */
export const page = <S extends z.ZodType>(item: S) =>
  z.strictObject({
    data: z.array(item),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    per_page: z.literal(PAGE_SIZE),
    total: z.number().int().min(0),
  });

export const option = named('Option', z.strictObject({ id, name: z.string() }));
export type Option = z.output<typeof option>;

/** The dashboard's selects (GET selects/*). */
export const optionsAnswer = z.strictObject({ data: z.strictObject({ items: z.array(option) }) });
export type OptionsAnswer = z.output<typeof optionsAnswer>;

/** GET openapi.json: an OpenAPI 3.1 document (its own schema is the OpenAPI specification's). */
export const openApiDocumentAnswer = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}),
});
