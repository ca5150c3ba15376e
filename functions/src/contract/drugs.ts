import { z } from './zod.js';
import { baseRevision, catalogueName, requiredRevision, referenceId, strictForm } from './catalogue-fields.js';

/**
 * The drug list, its classes and the patient conditions (issue 31; docs/decisions/interactions-checker.md,
 * "Interaction checker"), managed in the dashboard. Names are given in both languages (the
 * Brazilian common name, DCB, and the international one, INN): the translation job leaves them alone.
 */

export const MAX_SYNONYMS = 30;
export const MAX_DRUG_CLASSES = 10;

const englishName = z
  .string({ error: 'Nome em inglês não foi preenchido' })
  .trim()
  .min(1, 'Nome em inglês não foi preenchido')
  .pipe(z.string().min(2, 'Nome em inglês muito curto').max(100, 'Nome em inglês muito longo'));

/** A list of short texts: an array, or one text with one entry per line or comma (a form's textarea). */
const textList = (messages: { tooLong: string; tooMany: string; invalid: string }) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : typeof value === 'string' ? value.split(/[\n,;]/) : value),
    z
      .array(z.string({ error: messages.invalid }).trim().max(100, messages.tooLong), { error: messages.invalid })
      .transform((texts) => [...new Set(texts.filter((text) => text.length > 0))])
      .pipe(z.array(z.string()).max(MAX_SYNONYMS, messages.tooMany)),
  );

const synonyms = textList({ tooLong: 'Sinônimo muito longo', tooMany: `No máximo ${MAX_SYNONYMS} sinônimos`, invalid: 'Sinônimos inválidos' });

/** POST drugs and POST drugs/{id} (JSON): DCB, INN, synonyms, brands and classes. */
export const drugSchema = strictForm({
  name: catalogueName,
  name_en: englishName,
  synonyms,
  brands: textList({ tooLong: 'Marca muito longa', tooMany: `No máximo ${MAX_SYNONYMS} marcas`, invalid: 'Marcas inválidas' }),
  class_ids: z
    .array(referenceId('Classe de medicamentos inválida'), { error: 'Classes de medicamentos inválidas' })
    .max(MAX_DRUG_CLASSES, `No máximo ${MAX_DRUG_CLASSES} classes`)
    .transform((ids) => [...new Set(ids)])
    .default([]),
  revision: baseRevision,
});
/** POST drugs/{id}: the same fields with the revision the edit was based on (required). */
export const drugUpdateSchema = drugSchema.extend({ revision: requiredRevision });
export type DrugInput = z.input<typeof drugSchema>;
export type DrugData = z.output<typeof drugSchema>;
export type DrugUpdateData = z.output<typeof drugUpdateSchema>;

/** POST drug-classes and POST drug-classes/{id} (JSON). */
export const drugClassSchema = strictForm({ name: catalogueName, name_en: englishName, synonyms, revision: baseRevision });
/** POST drug-classes/{id}, with the revision the edit was based on (required). */
export const drugClassUpdateSchema = drugClassSchema.extend({ revision: requiredRevision });
export type DrugClassInput = z.input<typeof drugClassSchema>;
export type DrugClassData = z.output<typeof drugClassSchema>;
export type DrugClassUpdateData = z.output<typeof drugClassUpdateSchema>;

/** POST conditions and POST conditions/{id} (JSON). */
export const conditionSchema = strictForm({ name: catalogueName, name_en: englishName, synonyms, revision: baseRevision });
/** POST conditions/{id}, with the revision the edit was based on (required). */
export const conditionUpdateSchema = conditionSchema.extend({ revision: requiredRevision });
export type ConditionInput = z.input<typeof conditionSchema>;
export type ConditionData = z.output<typeof conditionSchema>;
export type ConditionUpdateData = z.output<typeof conditionUpdateSchema>;
