import { z } from './zod.js';
import { listQuerySchema } from './list.js';
import { baseRevision, blankToUndefined, requiredRevision, referenceId, strictForm } from './catalogue-fields.js';

/**
 * Doses by population and the chemistry of chemical forms (issue 32; docs/decisions/doses-and-forms.md, "Doses by
 * population"). Population groups are the columns of ANVISA's maximum limits for food supplements
 * (IN 28/2018, Annex IV), gestantes and lactantes included.
 */
export const POPULATION_GROUPS = [
  'lactentes-0-6m',
  'lactentes-7-11m',
  'criancas-1-3a',
  'criancas-4-8a',
  '9-18a',
  'adultos-19a',
  'gestantes',
  'lactantes',
] as const;
export type PopulationGroup = (typeof POPULATION_GROUPS)[number];

/** The groups' names (the web translates the same keys; `populationGroups.*` in its locales). */
export const POPULATION_GROUP_NAMES: Record<PopulationGroup, { pt: string; en: string }> = {
  'lactentes-0-6m': { pt: 'Lactentes de 0 a 6 meses', en: 'Infants 0–6 months' },
  'lactentes-7-11m': { pt: 'Lactentes de 7 a 11 meses', en: 'Infants 7–11 months' },
  'criancas-1-3a': { pt: 'Crianças de 1 a 3 anos', en: 'Children 1–3 years' },
  'criancas-4-8a': { pt: 'Crianças de 4 a 8 anos', en: 'Children 4–8 years' },
  '9-18a': { pt: 'De 9 a 18 anos', en: '9–18 years' },
  'adultos-19a': { pt: 'Adultos (19 anos ou mais)', en: 'Adults (19 years and over)' },
  gestantes: { pt: 'Gestantes', en: 'Pregnancy' },
  lactantes: { pt: 'Lactantes', en: 'Lactation' },
};

/** The units a nutrient's reference values are stated in. */
export const NUTRIENT_UNITS = ['mg', 'µg'] as const;
export type NutrientUnit = (typeof NUTRIENT_UNITS)[number];

export const INTAKE_KINDS = ['RDA', 'AI'] as const;
export const UPPER_LEVEL_SCOPES = ['total', 'supplemental_only', 'preformed_only', 'synthetic_only'] as const;
export type UpperLevelScope = (typeof UPPER_LEVEL_SCOPES)[number];
export const FORM_BASES = ['element', 'moiety', 'whole'] as const;
export type FormBasisKey = (typeof FORM_BASES)[number];

export const MAX_DOSE_SOURCES = 40;
export const MAX_DOSE_VALUE = 1_000_000;

export const DOSE_VALUE_INVALID = 'Informe um número maior ou igual a zero';
export const DOSE_RANGE_INVALID = 'O mínimo deve ser menor ou igual ao máximo';
export const DOSE_SOURCE_UNKNOWN = 'Fonte não encontrada na lista de fontes';

const requiredText = (missing: string, tooLong: string, max: number) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const doseValue = z.number({ error: DOSE_VALUE_INVALID }).min(0, DOSE_VALUE_INVALID).max(MAX_DOSE_VALUE, 'Valor muito alto');
const sourceKey = z.string({ error: 'Selecione a fonte' }).trim().min(1, 'Selecione a fonte');

const lowNotAboveHigh = (value: { low: number; high: number }) => value.low <= value.high;
const rangeCheck = { message: DOSE_RANGE_INVALID, path: ['high'] };
const span = { low: doseValue, high: doseValue, source: sourceKey };

/** One population group's values; each may be null (not confirmed). */
export const groupDosesSchema = strictForm({
  intake: strictForm({ kind: z.enum(INTAKE_KINDS, { error: 'Selecione RDA ou AI' }), ...span }).refine(lowNotAboveHigh, rangeCheck).nullable(),
  upper_level: z
    .union([
      strictForm({ kind: z.literal('value'), ...span }).refine(lowNotAboveHigh, rangeCheck),
      strictForm({ kind: z.literal('not_determined'), source: sourceKey }),
    ], { error: 'Limite superior inválido' })
    .nullable(),
  anvisa_max: strictForm({ value: doseValue, source: sourceKey }).nullable(),
  usual_dose: strictForm(span).refine(lowNotAboveHigh, rangeCheck).nullable(),
});
export type GroupDosesInput = z.input<typeof groupDosesSchema>;

export const doseSourceSchema = strictForm({
  key: z.string({ error: 'Chave da fonte não foi preenchida' }).trim().min(1, 'Chave da fonte não foi preenchida').max(60, 'Chave da fonte muito longa').regex(/^[a-z0-9-]+$/, 'Use letras minúsculas, números e hífens na chave da fonte'),
  title: requiredText('Título da fonte não foi preenchido', 'Título da fonte muito longo', 400),
  url: z.url({ protocol: /^https?$/, error: 'Informe uma URL válida (http:// ou https://)' }).max(2048, 'URL muito longa'),
});
export type DoseSourceInput = z.input<typeof doseSourceSchema>;

/**
 * POST nutrients and POST nutrients/{id} (JSON, admin): a nutrient's doses by population. Every
 * value cites a source of `sources` by key (the API refuses an unknown key on the value's path with
 * DOSE_SOURCE_UNKNOWN); `element` must be a chemical symbol ('Elemento químico desconhecido').
 */
export const nutrientSchema = strictForm({
  name: requiredText('Nome não foi preenchido', 'Nome muito longo', 120),
  name_en: requiredText('Nome em inglês não foi preenchido', 'Nome em inglês muito longo', 120),
  unit: z.enum(NUTRIENT_UNITS, { error: 'Selecione a unidade' }),
  expressed_as: requiredText('Informe como a quantidade é expressa', 'Texto muito longo', 200),
  expressed_as_en: requiredText('Informe como a quantidade é expressa em inglês', 'Texto muito longo', 200),
  element: z.preprocess(blankToUndefined, z.string().trim().max(3, 'Elemento químico desconhecido').optional()).transform((value) => value ?? null),
  upper_level_scope: z.enum(UPPER_LEVEL_SCOPES, { error: 'Selecione a que o limite superior se aplica' }),
  supplement_ids: z.array(referenceId('Suplemento inválido'), { error: 'Selecione ao menos um suplemento' }).min(1, 'Selecione ao menos um suplemento').max(20, 'No máximo 20 suplementos'),
  groups: strictForm(Object.fromEntries(POPULATION_GROUPS.map((group) => [group, groupDosesSchema])) as Record<PopulationGroup, typeof groupDosesSchema>),
  sources: z.array(doseSourceSchema).max(MAX_DOSE_SOURCES, `No máximo ${MAX_DOSE_SOURCES} fontes`),
  revision: baseRevision,
});
/** POST nutrients/{id}: the same fields with the revision the edit was based on (required). */
export const nutrientUpdateSchema = nutrientSchema.extend({ revision: requiredRevision });
export type NutrientInput = z.input<typeof nutrientSchema>;
export type NutrientData = z.output<typeof nutrientSchema>;
export type NutrientUpdateData = z.output<typeof nutrientUpdateSchema>;

export const nutrientListQuerySchema = listQuerySchema;

/**
 * A chemical form's names and chemistry, as the dashboard edits them. `formula` is parsed by the API
 * (an unknown symbol: 'Elemento desconhecido na fórmula: Xy'; anything else malformed: 'Fórmula
 * molecular inválida'); 'element' needs the nutrient's element in the formula, 'moiety' a
 * `moiety_formula`; `iu_factor` is the nutrient's units per UI (null: UI does not apply to the form);
 * `intake_factor` the intake reference's units per unit the upper level counts, where they differ
 * (folic acid: 1.7 µg DFE per µg; null: 1).
 */
const supplementFormFields = {
  name: requiredText('Nome não foi preenchido', 'Nome muito longo', 160),
  name_en: requiredText('Nome em inglês não foi preenchido', 'Nome em inglês muito longo', 160),
  formula: z.preprocess(blankToUndefined, z.string().trim().max(120, 'Fórmula molecular muito longa').optional()).transform((value) => value ?? null),
  formula_source: z.preprocess(blankToUndefined, doseSourceSchema.optional()).transform((value) => value ?? null),
  nutrient_id: z.preprocess(blankToUndefined, referenceId('Nutriente inválido').optional()).transform((value) => value ?? null),
  basis: z.preprocess(blankToUndefined, z.enum(FORM_BASES, { error: 'Selecione como a forma conta para o nutriente' }).optional()).transform((value) => value ?? null),
  moiety_formula: z.preprocess(blankToUndefined, z.string().trim().max(120, 'Fórmula molecular muito longa').optional()).transform((value) => value ?? null),
  iu_factor: z.preprocess(blankToUndefined, z.number({ error: 'Fator de UI inválido' }).positive('Fator de UI inválido').max(1000, 'Fator de UI inválido').optional()).transform((value) => value ?? null),
  intake_factor: z
    .preprocess(blankToUndefined, z.number({ error: 'Fator de ingestão inválido' }).positive('Fator de ingestão inválido').max(10, 'Fator de ingestão inválido').optional())
    .transform((value) => value ?? null),
  counts_toward_upper_level: z.boolean({ error: 'Informe se a forma conta para o limite superior' }),
};

/** POST supplement-forms/{id} (JSON, admin): the form's fields with the revision the edit was based on. */
export const supplementFormSchema = strictForm({ ...supplementFormFields, revision: requiredRevision });

/** POST supplement-forms (JSON, admin): a new form of a supplement, added after its other forms. */
export const supplementFormCreateSchema = strictForm({ supplement_id: referenceId('Selecione o suplemento da forma'), ...supplementFormFields });
export type SupplementFormCreateData = z.output<typeof supplementFormCreateSchema>;

/** The messages of a molecular formula that does not parse (the API's and the dashboard's, from domain/chemistry/formula-problem.ts). */
export const FORMULA_INVALID = 'Fórmula molecular inválida';
export const formulaUnknownElement = (symbol: string) => `Elemento desconhecido na fórmula: ${symbol}`;

export type SupplementFormInput = z.input<typeof supplementFormSchema>;
export type SupplementFormData = z.output<typeof supplementFormSchema>;
