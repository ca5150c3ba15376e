import { z } from './zod.js';
import { listQuerySchema } from './list.js';
import { baseRevision, blankToUndefined, requiredRevision, referenceId, strictForm } from './catalogue-fields.js';
import { POPULATION_GROUPS } from './doses.js';

/**
 * The formula builder (issue 32; docs/decisions/formulas-and-prescription.md, "Formula builder"): a compounded formula's
 * components (a chemical form and its amount per unit), the pharmaceutical form, the posology and
 * the patient's population group, drugs and conditions. One schema for computing (POST
 * formulas/compute) and saving (POST formulas, POST formulas/{id}).
 */

/** The amount units a component may use; 'UI' only for forms with a UI factor (the API refuses it otherwise). */
export const AMOUNT_UNITS = ['mg', 'µg', 'UI'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/** Pharmaceutical forms a compounding pharmacy makes of a supplement formula. */
export const PHARMACEUTICAL_FORMS = ['capsula', 'sache', 'comprimido', 'po', 'solucao_oral', 'gotas'] as const;
export type PharmaceuticalForm = (typeof PHARMACEUTICAL_FORMS)[number];
/** Singular and plural, for the posology line ('Tomar 1 cápsula 2 vezes ao dia'). */
export const PHARMACEUTICAL_FORM_NAMES: Record<PharmaceuticalForm, { pt: [string, string]; en: [string, string] }> = {
  capsula: { pt: ['cápsula', 'cápsulas'], en: ['capsule', 'capsules'] },
  sache: { pt: ['sachê', 'sachês'], en: ['sachet', 'sachets'] },
  comprimido: { pt: ['comprimido', 'comprimidos'], en: ['tablet', 'tablets'] },
  po: { pt: ['dose de pó', 'doses de pó'], en: ['dose of powder', 'doses of powder'] },
  solucao_oral: { pt: ['dose de solução oral', 'doses de solução oral'], en: ['dose of oral solution', 'doses of oral solution'] },
  gotas: { pt: ['dose em gotas', 'doses em gotas'], en: ['dose in drops', 'doses in drops'] },
};

export const MAX_FORMULA_COMPONENTS = 20;
export const MAX_PATIENT_DRUGS = 20;
export const MAX_PATIENT_CONDITIONS = 20;
/** The most one unit may hold of a component: 10 g (a sachê), as mg, µg or UI. */
export const MAX_AMOUNT: Record<AmountUnit, number> = { mg: 10_000, 'µg': 10_000_000, UI: 1_000_000 };

export const COMPONENTS_REQUIRED = 'Adicione ao menos um componente';
export const COMPONENTS_TOO_MANY = `No máximo ${MAX_FORMULA_COMPONENTS} componentes por fórmula`;
export const COMPONENT_REPEATED = 'Forma química repetida na fórmula';
export const AMOUNT_INVALID = 'Informe a quantidade (um número maior que zero)';
export const AMOUNT_TOO_HIGH = 'Quantidade fora do intervalo aceito (no máximo 10 g por unidade)';
export const UNIT_INVALID = 'Selecione a unidade (mg, µg ou UI)';
/** The API's message for 'UI' on a form without a UI factor, completed with the form's name. */
export const UNIT_NOT_APPLICABLE = 'A unidade UI não se aplica a';

const count = (message: string, max: number) => z.number({ error: message }).int(message).min(1, message).max(max, message);
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, tooLong).optional()).transform((value) => (value ? value : null));

export const formulaComponentSchema = strictForm({
  form_id: referenceId('Selecione a forma química'),
  amount: z.number({ error: AMOUNT_INVALID }).positive(AMOUNT_INVALID),
  unit: z.enum(AMOUNT_UNITS, { error: UNIT_INVALID }),
}).superRefine((component, context) => {
  if (component.amount > MAX_AMOUNT[component.unit]) context.addIssue({ code: 'custom', message: AMOUNT_TOO_HIGH, path: ['amount'] });
});
export type FormulaComponentInput = z.input<typeof formulaComponentSchema>;

const idList = (message: string, max: number, tooMany: string) =>
  z.array(referenceId(message), { error: message }).max(max, tooMany).refine((ids) => new Set(ids).size === ids.length, 'Item repetido na lista');

const formulaFields = {
  population: z.enum(POPULATION_GROUPS, { error: 'Selecione o grupo populacional' }),
  components: z
    .array(formulaComponentSchema, { error: COMPONENTS_REQUIRED })
    .min(1, COMPONENTS_REQUIRED)
    .max(MAX_FORMULA_COMPONENTS, COMPONENTS_TOO_MANY)
    .superRefine((components, context) => {
      const seen = new Set<number>();
      components.forEach((component, index) => {
        if (seen.has(component.form_id)) context.addIssue({ code: 'custom', message: COMPONENT_REPEATED, path: [index, 'form_id'] });
        seen.add(component.form_id);
      });
    }),
  pharmaceutical_form: z.enum(PHARMACEUTICAL_FORMS, { error: 'Selecione a forma farmacêutica' }),
  units_per_dose: count('Unidades por dose: de 1 a 20', 20),
  doses_per_day: count('Doses por dia: de 1 a 10', 10),
  duration_days: count('Duração: de 1 a 365 dias', 365),
  drug_ids: idList('Medicamento inválido', MAX_PATIENT_DRUGS, `No máximo ${MAX_PATIENT_DRUGS} medicamentos`).default([]),
  condition_ids: idList('Condição inválida', MAX_PATIENT_CONDITIONS, `No máximo ${MAX_PATIENT_CONDITIONS} condições`).default([]),
};

/**
 * POST formulas/compute (JSON, premium): the formula to compute. Unknown forms, drugs and conditions
 * are refused by the API per item (400, 'Forma química não encontrada (id 999)'); 'UI' on a form
 * without a UI factor per component (422, `${UNIT_NOT_APPLICABLE} Magnésio quelato (bisglicinato)`).
 */
export const formulaComputeSchema = strictForm(formulaFields);
export type FormulaComputeInput = z.input<typeof formulaComputeSchema>;
export type FormulaComputeData = z.output<typeof formulaComputeSchema>;

/** POST formulas and POST formulas/{id} (JSON, premium): a formula saved in the caller's account. */
export const formulaSchema = strictForm({
  name: z.string({ error: 'Nome da fórmula não foi preenchido' }).trim().min(1, 'Nome da fórmula não foi preenchido').max(120, 'Nome da fórmula muito longo'),
  patient_name: optionalText(120, 'Nome do paciente muito longo'),
  notes: optionalText(1000, 'Observações muito longas'),
  ...formulaFields,
  revision: baseRevision,
});
/** POST formulas/{id}: the same fields with the revision the edit was based on (required). */
export const formulaUpdateSchema = formulaSchema.extend({ revision: requiredRevision });
export type FormulaInput = z.input<typeof formulaSchema>;
export type FormulaData = z.output<typeof formulaSchema>;
export type FormulaUpdateData = z.output<typeof formulaUpdateSchema>;

/** GET formulas: `page` and `search` (the formula's or the patient's name). */
export const formulaListQuerySchema = listQuerySchema;

/** Brazilian states (UF), for the council registration. */
export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export const COUNCILS = ['CRN', 'CRM', 'CRF'] as const;
export type Council = (typeof COUNCILS)[number];

/**
 * The nutritionists' regional councils (CRN-1 … CRN-11) and the states each covers today (issue 41; sources in
 * docs/decisions/formulas-and-prescription.md: CRN-11 created by Resolução CFN nº 624/2021 with CE, MA and PI, leaving CRN-6 with AL, PB, PE, RN).
 * CRM and CRF are per state, so their registration carries the state (UF) instead.
 */
export const CRN_REGIONS: Readonly<Record<number, readonly (typeof BRAZILIAN_STATES)[number][]>> = {
  1: ['DF', 'GO', 'MT', 'TO'],
  2: ['RS'],
  3: ['SP', 'MS'],
  4: ['RJ', 'ES'],
  5: ['BA', 'SE'],
  6: ['AL', 'PB', 'PE', 'RN'],
  7: ['AC', 'AM', 'AP', 'PA', 'RO', 'RR'],
  8: ['PR'],
  9: ['MG'],
  10: ['SC'],
  11: ['CE', 'MA', 'PI'],
};
export const CRN_REGION_NUMBERS = Object.keys(CRN_REGIONS).map(Number);

/** The CRN region covering a state (a registration stored before issue 41 kept the state), or null when none does. */
export function crnRegionOfState(state: string | null | undefined): number | null {
  if (!state) return null;
  const found = CRN_REGION_NUMBERS.filter((region) => CRN_REGIONS[region]?.includes(state as (typeof BRAZILIAN_STATES)[number]));
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** POST prescriber (JSON, signed in): the council registration printed on prescriptions; CRN with its region, CRM/CRF with the state. */
export const prescriberSchema = strictForm({
  council: z.enum(COUNCILS, { error: 'Selecione o conselho (CRN, CRM ou CRF)' }),
  number: z.string({ error: 'Número de registro não foi preenchido' }).trim().min(1, 'Número de registro não foi preenchido').max(12, 'Número de registro muito longo').regex(/^[0-9]+(-?[A-Za-z0-9]{1,3})?$/, 'Número de registro inválido'),
  region: z.coerce.number({ error: 'Selecione a região do CRN (1 a 11)' }).int('Selecione a região do CRN (1 a 11)').min(1, 'Selecione a região do CRN (1 a 11)').max(11, 'Selecione a região do CRN (1 a 11)').optional(),
  state: z.enum(BRAZILIAN_STATES, { error: 'Selecione o estado (UF)' }).optional(),
  /** The contact line printed under the name (phone, e-mail or address); optional. */
  contact: optionalText(160, 'Contato muito longo'),
}).superRefine((data, ctx) => {
  if (data.council === 'CRN' && data.region === undefined) ctx.addIssue({ code: 'custom', path: ['region'], message: 'Selecione a região do CRN (1 a 11)' });
  if (data.council !== 'CRN' && data.state === undefined) ctx.addIssue({ code: 'custom', path: ['state'], message: 'Selecione o estado (UF)' });
});
export type PrescriberInput = z.input<typeof prescriberSchema>;
export type PrescriberData = z.output<typeof prescriberSchema>;
