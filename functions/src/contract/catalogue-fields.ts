import { fromDecimalText, z } from './zod.js';

/** Fields shared by the catalogue forms (categories, supplements, topics), with the messages of spec §5. */

export const NAME_REQUIRED = 'Nome não foi preenchido';
export const ORDER_MESSAGE = 'Selecione a ordem de exibição';
export const IMAGE_REQUIRED = 'Imagem não foi enviada';

/** Display order choices (spec §9). */
export const MIN_ORDER = 1;
export const MAX_ORDER = 1000;

/** Names 2 to 100 characters, trimmed. */
export const catalogueName = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .pipe(z.string().min(2, 'Nome muito curto').max(100, 'Nome muito longo'));

/** The order select (1ª to 1000ª); anything outside it reads as "not selected". */
export const displayOrder = fromDecimalText(z.number({ error: ORDER_MESSAGE }).int(ORDER_MESSAGE).min(MIN_ORDER, ORDER_MESSAGE).max(MAX_ORDER, ORDER_MESSAGE));

/** A yes/no select: "0" | "1" from forms, 0 | 1 or a boolean from JSON clients; answers 0 | 1. */
export const yesNo = (message: string) =>
  z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()], { error: message })
    .transform((value): 0 | 1 => (value === '1' || value === 1 || value === true ? 1 : 0));

/** A required reference to another catalogue item by its numeric id. */
export const referenceId = (message: string) => fromDecimalText(z.number({ error: message }).int(message).positive(message));

/** Absent, '', 'null' and 'undefined' (what FormData makes of an empty value) all mean "none". */
export const blankToUndefined = (value: unknown) =>
  value === null || value === '' || value === 'null' || value === 'undefined' ? undefined : value;

/**
 * The uploaded image: a File in the browser, the multipart file on the server (the API puts the
 * file under this key before parsing, so a missing image is reported with the other messages).
 */
export const requiredImage = z.custom<unknown>((value) => value !== undefined && value !== null && value !== '', { error: IMAGE_REQUIRED });

/** A form object that refuses fields it does not know (no mass assignment), in Portuguese. */
export const strictForm = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Campo não permitido: ${issue.keys.join(', ')}` : undefined),
  });

/** A numeric id from a path segment ("12"), or null for anything else ("abc", "0", "1e3"). */
export function parsePathId(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,12}$/.test(value) ? Number(value) : null;
}

export const REVISION_INVALID = 'Revisão inválida';
export const REVISION_REQUIRED = 'Revisão não foi enviada: recarregue o item e salve de novo';

/**
 * The revision an edit was based on (an update's `revision`, required): the API refuses the save
 * with a 409 when the item changed since, and with a 422 (REVISION_REQUIRED) when it is missing, so
 * no save silently overwrites what someone else saved meanwhile (docs/decisions/editing-history-trash.md, issue 42).
 */
export const requiredRevision = z.preprocess(
  blankToUndefined,
  fromDecimalText(
    z
      .number({ error: (issue) => (issue.input === undefined ? REVISION_REQUIRED : REVISION_INVALID) })
      .int(REVISION_INVALID)
      .min(0, REVISION_INVALID),
  ),
);

/**
 * A create's `revision`: a new item has none, so it is ignored when a form sends it (an empty field,
 * or a shared client check); optional for that reason only. Updates take `requiredRevision`.
 */
export const baseRevision = z.preprocess(blankToUndefined, fromDecimalText(z.number({ error: REVISION_INVALID }).int(REVISION_INVALID).min(0, REVISION_INVALID)).optional());
