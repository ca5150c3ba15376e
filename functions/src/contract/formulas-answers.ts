import { z } from './zod.js';
import { id, isoDate, named, page, revision, writeAnswer } from './answer-shapes.js';
import { doseSource, groupDoses, nutrientRef } from './doses-answers.js';
import { POPULATION_GROUPS, UPPER_LEVEL_SCOPES } from './doses.js';
import { AMOUNT_UNITS, COUNCILS, PHARMACEUTICAL_FORMS } from './formulas.js';
import { interactionCheckAnswer } from './interactions-answers.js';

/** Answers of the formula builder (issue 32; docs/decisions/formulas-and-prescription.md, "Formula builder"). */

const population = z.strictObject({ key: z.enum(POPULATION_GROUPS), name: z.string().describe("In the caller's language") });

export const computedComponent = named(
  'ComputedComponent',
  z.strictObject({
    form: z.strictObject({ id, name: z.string(), formula: z.string().nullable() }),
    supplement: z.strictObject({ id, name: z.string(), slug: z.string() }),
    amount: z.number(),
    unit: z.enum(AMOUNT_UNITS),
    nutrient: nutrientRef.nullable().describe('The nutrient the form counts toward; null when it counts toward none'),
    fraction: z.number().nullable().describe("The share of the form's mass counted as the nutrient (elemental fraction for minerals)"),
    per_unit: z.number().nullable().describe("The nutrient in one unit (capsule, sachet…), in the nutrient's unit; null when no conversion is confirmed"),
    per_day: z.number().nullable().describe('per_unit × units per dose × doses per day'),
    note: z.string().nullable().describe("Why a total is missing ('Sem conversão confirmada para esta forma'), in the caller's language"),
  }),
);
export type ComputedComponent = z.output<typeof computedComponent>;

/**
 * Each mark compares the daily total with one limit: 'above' (past the limit for the whole group,
 * or past its highest value when the group's life stages differ), 'above_part' (past the lowest
 * value of a range: above the limit for part of the group), 'within', 'below' (intake only: under
 * the RDA/AI), 'unknown' (no confirmed value, or a total that could not be computed). When a
 * component's amount is not computed, the computed part is a lower bound of the total: a limit it
 * already passes is still marked ('above', 'above_part'; intake 'within'), the rest is 'unknown'.
 */
export const LIMIT_MARKS = ['above', 'above_part', 'within', 'below', 'unknown'] as const;
const mark = z.enum(LIMIT_MARKS);

export const nutrientTotal = named(
  'NutrientTotal',
  z.strictObject({
    nutrient: nutrientRef,
    element: z.string().nullable(),
    daily_total: z.number().nullable().describe("Sum of the components' per_day, in the nutrient's unit; null when a component's conversion is missing"),
    upper_level_total: z.number().nullable().describe('What the UL is compared with: the components the UL counts (β-carotene excluded from preformed vitamin A)'),
    per_unit_total: z.number().nullable().describe("Sum of the components' per_unit: the nutrient in one unit (capsule, sachet…), in the nutrient's unit; null when a component's conversion is missing"),
    components: z.array(z.number().int().min(0)).describe('Indexes of the components that add to it'),
    reference: groupDoses.describe("The group's values"),
    upper_level_scope: z.enum(UPPER_LEVEL_SCOPES),
    marks: z.strictObject({ intake: mark, upper_level: mark, anvisa_max: mark }),
    warnings: z.array(z.string()).describe("Plain sentences in the caller's language, each naming the limit and its source ('Acima do limite superior tolerável (UL) para gestantes: 350 mg de magnésio elementar, IOM 2000')"),
  }),
);
export type NutrientTotal = z.output<typeof nutrientTotal>;

/** POST formulas/compute. */
export const formulaComputeAnswer = named(
  'FormulaComputeAnswer',
  z.strictObject({
    population,
    components: z.array(computedComponent).describe('In the order sent'),
    nutrients: z.array(nutrientTotal).describe('One per nutrient the components count toward, in order of first appearance'),
    interactions: interactionCheckAnswer.describe("The components' forms, the patient's drugs and conditions, checked as POST interactions/check would"),
    posology: z.string().describe("A plain-language posology line in the caller's language ('Tomar 1 cápsula 2 vezes ao dia, durante 60 dias.')"),
    quantity: z.strictObject({ units: z.number().int(), text: z.string().describe("'120 cápsulas'") }).describe('How many units to compound for the whole duration'),
    sources: z.array(doseSource).describe('Every source a reference value above cites'),
  }),
);
export type FormulaComputeAnswer = z.output<typeof formulaComputeAnswer>;

const formulaFields = {
  id: z.string(),
  name: z.string(),
  patient_name: z.string().nullable(),
  population: z.enum(POPULATION_GROUPS),
  pharmaceutical_form: z.enum(PHARMACEUTICAL_FORMS),
  units_per_dose: z.number().int(),
  doses_per_day: z.number().int(),
  duration_days: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
};

export const formulaSummary = named(
  'FormulaSummary',
  z.strictObject({ ...formulaFields, components: z.array(z.strictObject({ form_id: id, name: z.string(), amount: z.number(), unit: z.enum(AMOUNT_UNITS) })) }),
);
export type FormulaSummary = z.output<typeof formulaSummary>;

export const savedFormula = named(
  'Formula',
  z.strictObject({
    ...formulaFields,
    notes: z.string().nullable(),
    components: z.array(z.strictObject({ form_id: id, amount: z.number(), unit: z.enum(AMOUNT_UNITS), form: z.strictObject({ id, name: z.string(), supplement_id: id, supplement_name: z.string() }).nullable().describe('Null when the form was removed from the catalogue since') })),
    drugs: z.array(z.strictObject({ id, name: z.string() })),
    conditions: z.array(z.strictObject({ id, name: z.string() })),
    revision,
  }),
  "A formula saved in the caller's account; only its owner reads it.",
);
export type SavedFormula = z.output<typeof savedFormula>;

export const formulaListAnswer = page(formulaSummary);
export type FormulaListAnswer = z.output<typeof formulaListAnswer>;
export const formulaAnswer = z.strictObject({ data: savedFormula });
export type FormulaAnswer = z.output<typeof formulaAnswer>;
export const FORMULA_CREATED = 'Fórmula salva com sucesso';
export const FORMULA_UPDATED = 'Fórmula atualizada com sucesso';
export const FORMULA_DUPLICATED = 'Fórmula duplicada com sucesso';
export const FORMULA_DELETED = 'Fórmula excluída com sucesso';
export const formulaCreatedAnswer = writeAnswer(FORMULA_CREATED, savedFormula);
export const formulaUpdatedAnswer = writeAnswer(FORMULA_UPDATED, savedFormula);
export const formulaDuplicatedAnswer = writeAnswer(FORMULA_DUPLICATED, savedFormula);

/** GET formulas/templates: the seeded 'Nutra Fórmulas' as starting points. */
export const formulaTemplate = named(
  'FormulaTemplate',
  z.strictObject({
    id,
    name: z.string().describe("In the caller's language"),
    supplement: z.strictObject({ id, name: z.string(), slug: z.string() }),
    components: z.array(z.strictObject({ form_id: id, amount: z.number(), unit: z.enum(AMOUNT_UNITS), name: z.string() })),
    pharmaceutical_form: z.enum(PHARMACEUTICAL_FORMS),
    units_per_dose: z.number().int(),
    doses_per_day: z.number().int(),
    duration_days: z.number().int().nullable(),
    unmapped: z.array(z.string()).describe('Composition rows with no chemical form in the catalogue, to add by hand'),
  }),
);
export type FormulaTemplate = z.output<typeof formulaTemplate>;
export const formulaTemplatesAnswer = z.strictObject({ items: z.array(formulaTemplate) });
export type FormulaTemplatesAnswer = z.output<typeof formulaTemplatesAnswer>;

/** GET prescriber and POST prescriber: who signs the prescription. */
export const prescriber = named(
  'Prescriber',
  z.strictObject({
    name: z.string().describe("The profile's name"),
    council: z.enum(COUNCILS).nullable(),
    number: z.string().nullable(),
    region: z.number().int().nullable().describe('CRN region (1–11); null for CRM/CRF'),
    state: z.string().nullable().describe('State (UF) of a CRM/CRF registration; null for CRN'),
    contact: z.string().nullable().describe('Contact line printed under the name (phone, e-mail or address); null until given'),
  }),
  'The council fields are null until the professional gives them (asked once, before the first print). A CRN saved with a state before regions were asked reads back with the region covering it.',
);
export type Prescriber = z.output<typeof prescriber>;
export const prescriberAnswer = z.strictObject({ data: prescriber });
export type PrescriberAnswer = z.output<typeof prescriberAnswer>;
export const PRESCRIBER_UPDATED = 'Registro profissional salvo com sucesso';
export const prescriberUpdatedAnswer = writeAnswer(PRESCRIBER_UPDATED, prescriber);
