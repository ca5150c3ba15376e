import type { PopulationGroup } from '@contract/doses';
import type { AmountUnit, FormulaComputeInput, FormulaInput, PharmaceuticalForm } from '@contract/formulas';
import type { FormulaTemplate, NutrientTotal, SavedFormula } from '@contract/formulas-answers';

/** The user area's formulas (list; `/nova`, `/{id}`: the builder). */
export const FORMULAS_PATH = '/app/formulas';

/** A chosen catalogue item (a chemical form, a drug, a condition): its id and the name shown. */
export interface Picked {
  id: number;
  name: string;
  /** A form's supplement ('Magnésio'), shown beside its name. */
  detail: string | null;
  /** The units that apply to a form, as the typeahead answered them; absent (every unit) for a saved or template row. */
  units?: readonly AmountUnit[];
}

/** One component row as typed: the amount stays text ('0,5', '2.000') until it is sent. */
export interface ComponentRow {
  /** A stable key for React (rows move when one is removed). */
  key: string;
  form: Picked | null;
  amount: string;
  unit: AmountUnit;
}

/** The builder's values as the clinician types them. */
export interface BuilderValues {
  name: string;
  patient_name: string;
  notes: string;
  population: PopulationGroup | '';
  pharmaceutical_form: PharmaceuticalForm;
  units_per_dose: string;
  doses_per_day: string;
  duration_days: string;
  components: ComponentRow[];
  drugs: Picked[];
  conditions: Picked[];
}

let rowCount = 0;
export const newRow = (row: Partial<Omit<ComponentRow, 'key'>> = {}): ComponentRow => {
  rowCount += 1;
  return { key: `row-${rowCount}`, form: null, amount: '', unit: 'mg', ...row };
};

export const emptyValues = (): BuilderValues => ({
  name: '',
  patient_name: '',
  notes: '',
  population: '',
  pharmaceutical_form: 'capsula',
  units_per_dose: '1',
  doses_per_day: '1',
  duration_days: '30',
  components: [],
  drugs: [],
  conditions: [],
});

/**
 * A number as a Brazilian clinician types it: ',' is the decimal mark and '.' groups thousands
 * ('0,5' → 0.5, '2.000' → 2000, '1.234,5' → 1234.5); a lone '.' before one or two digits is read as
 * a decimal mark ('0.5'). Anything else (empty, letters, two marks) is undefined.
 */
export function parseDecimal(text: string): number | undefined {
  const value = text.trim().replace(/\s/g, '');
  if (value === '') return undefined;
  let normal: string;
  if (value.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(value)) return undefined;
    normal = value.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(value)) {
    normal = value.replace(/\./g, '');
  } else if (/^\d+(\.\d+)?$/.test(value)) {
    normal = value;
  } else {
    return undefined;
  }
  const number = Number(normal);
  return Number.isFinite(number) ? number : undefined;
}

/** A whole number typed in a count field ('2'); anything else is undefined. */
export function parseCount(text: string): number | undefined {
  return /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : undefined;
}

/** A number in the reader's language, at most `digits` decimals ('14,1', '2.000'). */
export function formatNumber(value: number, language: string | undefined, digits = 1): string {
  return new Intl.NumberFormat(language?.startsWith('en') ? 'en' : 'pt-BR', { maximumFractionDigits: digits }).format(value);
}

/** An amount of a total or a limit as the results show it: two decimals under 10 ('0,25'), else one. */
export const amountOf = (value: number, language: string | undefined): string => formatNumber(value, language, value < 10 ? 2 : 1);

/**
 * What one unit (capsule, sachet…) holds of a component's nutrient, as the API computed it
 * (formulas/compute's per_unit: the form's fraction from form-numbers.ts, the one calculation the
 * dashboard's 'Formas químicas' shows): '≈ 20,1 mg de ferro elementar'. Null for a component not counted.
 */
export function elementalParts(component: { per_unit: number | null; nutrient: { unit: string; expressed_as: string } | null }, language: string | undefined): { amount: string; unit: string; of: string } | null {
  if (component.per_unit === null || !component.nutrient) return null;
  return { amount: formatNumber(component.per_unit, language, component.per_unit < 10 ? 2 : 1), unit: component.nutrient.unit, of: component.nutrient.expressed_as };
}

/** One of the three limits a nutrient's daily total is marked against. */
export type Limit = 'intake' | 'upper_level' | 'anvisa_max';
export type LimitMark = NutrientTotal['marks']['intake'];

/**
 * How much a mark asks the clinician to look again, highest first: past the UL or ANVISA's maximum
 * for the whole group, then for part of it; then a total off the RDA/AI (under it, or over it: the
 * full card colours 'above' red); then reached; 'unknown' (nothing to compare) last.
 */
function concern(limit: Limit, mark: LimitMark): number {
  if (mark === 'unknown') return 0;
  if (mark === 'within') return 1;
  if (limit === 'intake') return 2;
  if (mark === 'above_part') return 3;
  return mark === 'above' ? 4 : 1;
}

/**
 * A nutrient's worst mark, for the phone's compact totals bar: the one of its three marks (the same
 * the full card shows, from the same answer) that asks most; on a tie the UL, then ANVISA's maximum,
 * then the RDA/AI.
 */
export function worstMark(total: Pick<NutrientTotal, 'marks'>): { limit: Limit; mark: LimitMark } {
  let worst: { limit: Limit; mark: LimitMark } = { limit: 'upper_level', mark: total.marks.upper_level };
  for (const limit of ['anvisa_max', 'intake'] as const) {
    if (concern(limit, total.marks[limit]) > concern(worst.limit, worst.mark)) worst = { limit, mark: total.marks[limit] };
  }
  return worst;
}

/** An amount as it is typed back into its field (Brazilian decimals, no grouping): 0.5 → '0,5'. */
export const amountText = (value: number): string => String(value).replace('.', ',');

/**
 * What to compute now: the rows that are complete (a form and an amount above zero), with the row
 * each sent component came from (the API's `components.N` paths name the sent index). Null while the
 * formula cannot be computed (no group, no complete row, or a count not yet a number).
 */
export function computeRequest(values: BuilderValues): { input: FormulaComputeInput; rows: number[] } | null {
  if (values.population === '') return null;
  const rows: number[] = [];
  const components: FormulaComputeInput['components'] = [];
  values.components.forEach((row, index) => {
    const amount = parseDecimal(row.amount);
    if (!row.form || amount === undefined || amount <= 0) return;
    if (components.some((component) => component.form_id === row.form?.id)) return;
    rows.push(index);
    components.push({ form_id: row.form.id, amount, unit: row.unit });
  });
  const units = parseCount(values.units_per_dose);
  const doses = parseCount(values.doses_per_day);
  const days = parseCount(values.duration_days);
  if (components.length === 0 || units === undefined || doses === undefined || days === undefined) return null;
  return {
    rows,
    input: {
      population: values.population,
      components,
      pharmaceutical_form: values.pharmaceutical_form,
      units_per_dose: units,
      doses_per_day: doses,
      duration_days: days,
      drug_ids: values.drugs.map((drug) => drug.id),
      condition_ids: values.conditions.map((condition) => condition.id),
    },
  };
}

/**
 * The API's field errors of a computed subset, placed on the rows they came from
 * ('components.0.unit' of the first sent component → 'components.2.unit' when it is the third row).
 */
export function errorsOnRows(errors: Readonly<Record<string, readonly string[]>>, rows: readonly number[]): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const match = /^components\.(\d+)\.(.+)$/.exec(key);
    const row = match ? rows[Number(match[1])] : undefined;
    placed[match && row !== undefined ? `components.${row}.${match[2]}` : key] = message;
  }
  return placed;
}

/** Every value for the save (POST formulas or formulas/{id}); the shared schema checks them. */
export function saveInput(values: BuilderValues, revision: number | undefined): Record<keyof FormulaInput, unknown> {
  return {
    name: values.name,
    patient_name: values.patient_name,
    notes: values.notes,
    population: values.population || undefined,
    components: values.components.map((row) => ({ form_id: row.form?.id, amount: parseDecimal(row.amount), unit: row.unit })),
    pharmaceutical_form: values.pharmaceutical_form,
    units_per_dose: parseCount(values.units_per_dose),
    doses_per_day: parseCount(values.doses_per_day),
    duration_days: parseCount(values.duration_days),
    drug_ids: values.drugs.map((drug) => drug.id),
    condition_ids: values.conditions.map((condition) => condition.id),
    revision,
  };
}

/** A saved formula, back into the builder's values. */
export function valuesOfSaved(formula: SavedFormula): BuilderValues {
  return {
    name: formula.name,
    patient_name: formula.patient_name ?? '',
    notes: formula.notes ?? '',
    population: formula.population,
    pharmaceutical_form: formula.pharmaceutical_form,
    units_per_dose: String(formula.units_per_dose),
    doses_per_day: String(formula.doses_per_day),
    duration_days: String(formula.duration_days),
    components: formula.components.map((component) =>
      newRow({
        form: { id: component.form_id, name: component.form?.name ?? `#${component.form_id}`, detail: component.form?.supplement_name ?? null },
        amount: amountText(component.amount),
        unit: component.unit,
      }),
    ),
    drugs: formula.drugs.map((drug) => ({ ...drug, detail: null })),
    conditions: formula.conditions.map((condition) => ({ ...condition, detail: null })),
  };
}

/** A 'Nutra Fórmula' as a starting point: its components and posology; the group is the clinician's to choose. */
export function valuesOfTemplate(template: FormulaTemplate): BuilderValues {
  const empty = emptyValues();
  return {
    ...empty,
    name: template.name,
    pharmaceutical_form: template.pharmaceutical_form,
    units_per_dose: String(template.units_per_dose),
    doses_per_day: String(template.doses_per_day),
    duration_days: template.duration_days === null ? empty.duration_days : String(template.duration_days),
    components: template.components.length > 0 ? template.components.map((component) => newRow({ form: { id: component.form_id, name: component.name, detail: template.supplement.name }, amount: amountText(component.amount), unit: component.unit })) : empty.components,
  };
}

/** The values compared for unsaved changes (row keys left out). */
export const comparable = (values: BuilderValues): string =>
  JSON.stringify({ ...values, components: values.components.map(({ form, amount, unit }) => ({ form: form?.id ?? null, amount, unit })), drugs: values.drugs.map((drug) => drug.id), conditions: values.conditions.map((condition) => condition.id) });

/** As the council writes it: 'CRN-3 12345' (nutritionists' numbered region), 'CRM-SP 123456' / 'CRF-RJ 1234' (per state). */
export function councilLine(prescriber: { council: string | null; number: string | null; region?: number | null; state: string | null }): string | null {
  if (!prescriber.council || !prescriber.number) return null;
  const where = prescriber.council === 'CRN' ? prescriber.region : prescriber.state;
  if (where === null || where === undefined || where === '') return null;
  return `${prescriber.council}-${where} ${prescriber.number}`;
}
