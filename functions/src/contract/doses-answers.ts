import { z } from './zod.js';
import { id, isoDate, named, page, revision, writeAnswer } from './answer-shapes.js';
import { FORM_BASES, INTAKE_KINDS, NUTRIENT_UNITS, POPULATION_GROUPS, UPPER_LEVEL_SCOPES } from './doses.js';

/** Answers of doses by population and the forms' chemistry (issue 32; docs/decisions/doses-and-forms.md, "Doses by population"). */

export const doseSource = named('DoseSource', z.strictObject({ key: z.string(), title: z.string(), url: z.string() }), 'A published source a value or a formula was read in.');
export type DoseSource = z.output<typeof doseSource>;

const span = { low: z.number(), high: z.number().describe('Equal to `low` when every life stage of the group agrees'), source: z.string().describe("A key of the answer's `sources`") };

export const groupDoses = named(
  'GroupDoses',
  z.strictObject({
    intake: z.strictObject({ kind: z.enum(INTAKE_KINDS), ...span }).nullable().describe('RDA, or AI where no RDA was set; null: not confirmed'),
    upper_level: z
      .union([z.strictObject({ kind: z.literal('value'), ...span }), z.strictObject({ kind: z.literal('not_determined'), source: z.string() })])
      .nullable()
      .describe("Tolerable upper intake level; 'not_determined' where the IOM could not set one (ND); null: not confirmed"),
    anvisa_max: z.strictObject({ value: z.number(), source: z.string() }).nullable().describe('The most ANVISA allows per day in a food supplement for the group; null: not confirmed'),
    usual_dose: z.strictObject(span).nullable().describe('The usual supplemental range where a published source states one'),
  }),
  "One population group's values, in the nutrient's unit; null where not confirmed (never guessed).",
);
export type GroupDoses = z.output<typeof groupDoses>;

const nutrientFields = {
  id,
  name: z.string().describe("In the caller's language"),
  slug: z.string(),
  unit: z.enum(NUTRIENT_UNITS),
  expressed_as: z.string().describe("What the amounts count ('magnésio elementar'), in the caller's language"),
  element: z.string().nullable().describe('The element counted, for minerals'),
  upper_level_scope: z.enum(UPPER_LEVEL_SCOPES).describe("'supplemental_only': the UL counts supplements and medicines only (magnesium); 'preformed_only', 'synthetic_only': only those forms"),
};

export const nutrientRef = named('NutrientRef', z.strictObject({ id, name: z.string(), slug: z.string(), unit: z.enum(NUTRIENT_UNITS), expressed_as: z.string() }));
export type NutrientRef = z.output<typeof nutrientRef>;

export const nutrientDoses = named(
  'NutrientDoses',
  z.strictObject({
    ...nutrientFields,
    groups: z.array(z.strictObject({ group: z.enum(POPULATION_GROUPS), name: z.string(), doses: groupDoses })).describe('The eight groups, in the order of IN 28/2018 Annex IV'),
    sources: z.array(doseSource),
  }),
);
export type NutrientDoses = z.output<typeof nutrientDoses>;

export const formChemistry = named(
  'FormChemistry',
  z.strictObject({
    id,
    supplement_id: id,
    name: z.string().describe("In the caller's language"),
    formula: z.string().nullable(),
    formula_source: doseSource.nullable(),
    molar_mass: z.number().nullable().describe('g/mol, from the formula (CIAAW 2021 atomic weights)'),
    nutrient: nutrientRef.nullable(),
    basis: z.enum(FORM_BASES).nullable(),
    moiety_formula: z.string().nullable(),
    fraction: z
      .number()
      .nullable()
      .describe("The nutrient's units, as its intake reference (RDA/AI) counts them, per unit of the form's mass: elemental fraction, moiety share or 1, times intake_factor (folic acid: 1.7 µg DFE per µg); null: not confirmed"),
    upper_level_fraction: z.number().nullable().describe('The share the upper level counts (fraction without intake_factor: folic acid 1); null: not confirmed'),
    intake_factor: z.number().nullable().describe("Units of the intake reference per unit of what the upper level counts, where they differ (folic acid 1.7 µg DFE per µg); null: 1"),
    iu_factor: z.number().nullable().describe('Nutrient units per UI; null: UI does not apply'),
    counts_toward_upper_level: z.boolean(),
  }),
  "A chemical form and its chemistry: what 1 unit of its mass counts as of its nutrient.",
);
export type FormChemistry = z.output<typeof formChemistry>;

/** GET supplements/slug/{slug}/doses: the monograph's dose table. */
export const supplementDosesAnswer = z.strictObject({
  supplement: z.strictObject({ id, name: z.string(), slug: z.string() }),
  nutrients: z.array(nutrientDoses),
  forms: z.array(formChemistry),
});
export type SupplementDosesAnswer = z.output<typeof supplementDosesAnswer>;

/** Dashboard: a nutrient as stored, for the editor. */
export const nutrient = named(
  'Nutrient',
  z.strictObject({
    ...nutrientFields,
    name: z.string(),
    name_en: z.string(),
    expressed_as: z.string(),
    expressed_as_en: z.string(),
    supplements: z.array(z.strictObject({ id, name: z.string() })),
    groups: z.record(z.enum(POPULATION_GROUPS), groupDoses),
    sources: z.array(doseSource),
    revision,
    updated_at: isoDate,
  }),
);
export type Nutrient = z.output<typeof nutrient>;

export const nutrientListAnswer = page(z.strictObject({ id, name: z.string(), unit: z.enum(NUTRIENT_UNITS), element: z.string().nullable(), supplements: z.array(z.string()), updated_at: isoDate }));
export type NutrientListAnswer = z.output<typeof nutrientListAnswer>;
export const nutrientAnswer = z.strictObject({ data: nutrient });
export type NutrientAnswer = z.output<typeof nutrientAnswer>;
export const NUTRIENT_CREATED = 'Nutriente cadastrado com sucesso';
export const NUTRIENT_UPDATED = 'Nutriente atualizado com sucesso';
export const NUTRIENT_DELETED = 'Nutriente excluído com sucesso';
export const nutrientCreatedAnswer = writeAnswer(NUTRIENT_CREATED, nutrient);
export const nutrientUpdatedAnswer = writeAnswer(NUTRIENT_UPDATED, nutrient);

/** Dashboard: a chemical form as stored, for the editor (its nutrient's element too, for the live preview of the fraction). */
export const supplementFormEditable = named(
  'SupplementFormEditable',
  z.strictObject({
    ...formChemistry.shape,
    nutrient: z.strictObject({ ...nutrientRef.shape, element: z.string().nullable().describe('The element counted, for minerals') }).nullable(),
    name: z.string(),
    name_en: z.string(),
    revision,
    updated_at: isoDate.nullable(),
  }),
);
export type SupplementFormEditable = z.output<typeof supplementFormEditable>;
export const supplementFormAnswer = z.strictObject({ data: supplementFormEditable });
/** GET supplements/{id}/forms/chemistry (admin): a supplement's forms with their chemistry, in order. */
export const supplementFormsEditableAnswer = z.strictObject({ items: z.array(supplementFormEditable) });
export const SUPPLEMENT_FORM_UPDATED = 'Forma química atualizada com sucesso';
export const supplementFormUpdatedAnswer = writeAnswer(SUPPLEMENT_FORM_UPDATED, supplementFormEditable);
export const SUPPLEMENT_FORM_CREATED = 'Forma química cadastrada com sucesso';
export const supplementFormCreatedAnswer = writeAnswer(SUPPLEMENT_FORM_CREATED, supplementFormEditable);
export const SUPPLEMENT_FORM_DELETED = 'Forma química excluída com sucesso';
