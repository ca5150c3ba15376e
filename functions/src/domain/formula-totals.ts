import { POPULATION_GROUP_NAMES, type PopulationGroup } from '../contract/doses.js';
import type { DoseSource as DoseSourceAnswer } from '../contract/doses-answers.js';
import { PHARMACEUTICAL_FORM_NAMES, type AmountUnit, type PharmaceuticalForm } from '../contract/formulas.js';
import type { ComputedComponent, NutrientTotal } from '../contract/formulas-answers.js';
import { formNumbers, upperLevelAmount } from './chemistry/form-numbers.js';
import { convertMass } from './chemistry/units.js';
import type { Locale, NutrientDoc, NutrientGroupDoses, SupplementDoc, SupplementFormDoc } from './docs.js';

/**
 * The formula builder's arithmetic (issue 32; docs/decisions/formulas-and-prescription.md, "Formula builder (server)"), pure:
 * what each component delivers of its nutrient per unit and per day, each nutrient's daily total
 * against the population group's intake, upper level and ANVISA maximum, the posology line and the
 * quantity to compound. Nothing is guessed: a form without a confirmed conversion is not computed,
 * and neither is the total of a nutrient it counts toward.
 */

export interface FormulaComponentInput {
  form_id: number;
  amount: number;
  unit: AmountUnit;
}

export interface FormulaPlan {
  population: PopulationGroup;
  components: readonly FormulaComponentInput[];
  pharmaceutical_form: PharmaceuticalForm;
  units_per_dose: number;
  doses_per_day: number;
  duration_days: number;
}

/** The documents the computation reads, by id. */
export interface FormulaCatalogue {
  forms: ReadonlyMap<number, SupplementFormDoc>;
  supplements: ReadonlyMap<number, SupplementDoc>;
  nutrients: ReadonlyMap<number, NutrientDoc>;
}

export interface FormulaTotals {
  components: ComputedComponent[];
  nutrients: NutrientTotal[];
  posology: string;
  quantity: { units: number; text: string };
  sources: DoseSourceAnswer[];
}

/** Components whose unit does not apply to their form ('UI' without a UI factor), by index. */
export function unitProblems(components: readonly FormulaComponentInput[], forms: ReadonlyMap<number, SupplementFormDoc>): { index: number; form: SupplementFormDoc }[] {
  return components.flatMap((component, index) => {
    const form = forms.get(component.form_id);
    return form && component.unit === 'UI' && !(typeof form.iu_factor === 'number' && form.iu_factor > 0) ? [{ index, form }] : [];
  });
}

const NOTES = {
  noNutrient: { pt: 'Esta forma não conta para nenhum nutriente com valores de referência cadastrados', en: 'This form counts toward no nutrient with recorded reference values' },
  noConversion: { pt: 'Sem conversão confirmada para esta forma', en: 'No confirmed conversion for this form' },
};

/** Four decimals: enough for µg of vitamin B12, no floating-point noise in the answer. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

const formName = (form: SupplementFormDoc, locale: Locale) => (locale === 'en' ? form.name_en || form.name : form.name);
const supplementName = (doc: SupplementDoc, locale: Locale) => (locale === 'en' ? doc.i18n?.en?.name || doc.name : doc.name);
const nutrientName = (doc: NutrientDoc, locale: Locale) => (locale === 'en' ? doc.name_en || doc.name : doc.name);
const expressedAs = (doc: NutrientDoc, locale: Locale) => (locale === 'en' ? doc.i18n?.en?.expressed_as || doc.expressed_as : doc.expressed_as);

export const nutrientRefOf = (doc: NutrientDoc, locale: Locale) => ({ id: doc.id, name: nutrientName(doc, locale), slug: doc.slug, unit: doc.unit, expressed_as: expressedAs(doc, locale) });

/** A number as the caller reads it: '423', '2,6', '1.200' in Portuguese; '423', '2.6', '1,200' in English. */
export function formatAmount(value: number, locale: Locale): string {
  const options: Intl.NumberFormatOptions = Math.abs(value) >= 100 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 3 };
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'pt-BR', options).format(value);
}

const groupName = (group: PopulationGroup, locale: Locale) => POPULATION_GROUP_NAMES[group][locale];

/** The mark of a total against a range (upper level): past its highest value, past its lowest only, or within. */
export function upperMark(total: number | null, limit: NutrientGroupDoses['upper_level']): NutrientTotal['marks']['upper_level'] {
  if (total === null || limit === null || limit.kind !== 'value') return 'unknown';
  if (total > limit.high) return 'above';
  if (total > limit.low) return 'above_part';
  return 'within';
}

export function intakeMark(total: number | null, intake: NutrientGroupDoses['intake']): NutrientTotal['marks']['intake'] {
  if (total === null || intake === null) return 'unknown';
  return total < intake.low ? 'below' : 'within';
}

export function anvisaMark(total: number | null, anvisa: NutrientGroupDoses['anvisa_max']): NutrientTotal['marks']['anvisa_max'] {
  if (total === null || anvisa === null) return 'unknown';
  return total > anvisa.value ? 'above' : 'within';
}

const SCOPE_NOTE: Record<NutrientDoc['upper_level_scope'], { pt: string; en: string } | null> = {
  total: null,
  supplemental_only: { pt: 'apenas de suplementos e medicamentos', en: 'from supplements and medicines only' },
  preformed_only: { pt: 'apenas da forma pré-formada', en: 'preformed only' },
  synthetic_only: { pt: 'apenas da forma sintética', en: 'synthetic form only' },
};

interface WarningFacts {
  nutrient: NutrientDoc;
  group: PopulationGroup;
  locale: Locale;
  sourceTitle: (key: string) => string;
  /** Components whose amount is not computed: the totals are then lower bounds ('pelo menos'). */
  uncounted: string[];
  /**
   * The upper level counts some component otherwise than the intake reference (folic acid: µg of
   * folic acid, not µg DFE): its amount is then stated in the unit alone, with the UL's scope.
   */
  upperLevelInOwnTerms?: boolean;
}

function amountOf(value: number, nutrient: NutrientDoc, locale: Locale): string {
  return `${formatAmount(value, locale)} ${nutrient.unit} ${locale === 'en' ? 'of' : 'de'} ${expressedAs(nutrient, locale)}`;
}

/** The sentences a total past a limit gets: the limit, the group and the source's title. */
function warningsOf(doses: NutrientGroupDoses, ulTotal: number | null, total: number | null, facts: WarningFacts): string[] {
  const { nutrient, group, locale, sourceTitle, uncounted, upperLevelInOwnTerms = false } = facts;
  const name = uncounted.length === 0 ? nutrientName(nutrient, locale) : `${nutrientName(nutrient, locale)} (${locale === 'en' ? 'not counting' : 'sem contar'} ${uncounted.join(', ')})`;
  const atLeastText = uncounted.length === 0 ? '' : locale === 'en' ? 'at least ' : 'pelo menos ';
  const amountText = (value: number) => `${atLeastText}${amountOf(value, nutrient, locale)}`;
  const upperAmountText = (value: number) => (upperLevelInOwnTerms ? `${atLeastText}${formatAmount(value, locale)} ${nutrient.unit}` : amountText(value));
  const groupLabel = groupName(group, locale);
  const warnings: string[] = [];
  const upper = doses.upper_level;
  const mark = upperMark(ulTotal, upper);
  if ((mark === 'above' || mark === 'above_part') && upper?.kind === 'value' && ulTotal !== null) {
    const scope = SCOPE_NOTE[nutrient.upper_level_scope]?.[locale];
    const limit =
      upper.low === upper.high
        ? `${formatAmount(upper.high, locale)} ${nutrient.unit}`
        : locale === 'en'
          ? `${formatAmount(upper.low, locale)} to ${formatAmount(upper.high, locale)} ${nutrient.unit} by life stage`
          : `de ${formatAmount(upper.low, locale)} a ${formatAmount(upper.high, locale)} ${nutrient.unit} conforme a faixa etária`;
    const limitText = scope ? `${limit}, ${scope}` : limit;
    warnings.push(
      locale === 'en'
        ? `${name}: ${upperAmountText(ulTotal)} a day, above the tolerable upper intake level (UL) ${mark === 'above_part' ? 'for part of the group' : 'for the group'} ${groupLabel} (${limitText}). Source: ${sourceTitle(upper.source)}.`
        : `${name}: ${upperAmountText(ulTotal)} por dia, acima do limite superior tolerável (UL) ${mark === 'above_part' ? 'de parte do grupo' : 'do grupo'} ${groupLabel} (${limitText}). Fonte: ${sourceTitle(upper.source)}.`,
    );
  }
  const anvisa = doses.anvisa_max;
  if (anvisa && total !== null && anvisaMark(total, anvisa) === 'above') {
    const limit = `${formatAmount(anvisa.value, locale)} ${nutrient.unit}`;
    warnings.push(
      locale === 'en'
        ? `${name}: ${amountText(total)} a day, above the most ANVISA allows in a food supplement for the group ${groupLabel} (${limit}). Source: ${sourceTitle(anvisa.source)}.`
        : `${name}: ${amountText(total)} por dia, acima do máximo que a ANVISA permite em suplemento alimentar para o grupo ${groupLabel} (${limit}). Fonte: ${sourceTitle(anvisa.source)}.`,
    );
  }
  return warnings;
}

/** A mark of a lower bound: only 'above' and 'above_part' hold whatever the uncomputed rest adds. */
const atLeast = (mark: NutrientTotal['marks']['upper_level']): NutrientTotal['marks']['upper_level'] => (mark === 'above' || mark === 'above_part' ? mark : 'unknown');

/** 'Tomar 1 cápsula 2 vezes ao dia, durante 60 dias.' / 'Take 1 capsule twice a day, for 60 days.' */
export function posologyLine(plan: Pick<FormulaPlan, 'pharmaceutical_form' | 'units_per_dose' | 'doses_per_day' | 'duration_days'>, locale: Locale): string {
  const [one, many] = PHARMACEUTICAL_FORM_NAMES[plan.pharmaceutical_form][locale];
  const unit = plan.units_per_dose === 1 ? one : many;
  if (locale === 'en') {
    const times = plan.doses_per_day === 1 ? 'once a day' : plan.doses_per_day === 2 ? 'twice a day' : `${plan.doses_per_day} times a day`;
    return `Take ${plan.units_per_dose} ${unit} ${times}, for ${plan.duration_days} ${plan.duration_days === 1 ? 'day' : 'days'}.`;
  }
  const times = plan.doses_per_day === 1 ? '1 vez ao dia' : `${plan.doses_per_day} vezes ao dia`;
  return `Tomar ${plan.units_per_dose} ${unit} ${times}, durante ${plan.duration_days} ${plan.duration_days === 1 ? 'dia' : 'dias'}.`;
}

/** How many units to compound for the whole duration: '120 cápsulas'. */
export function quantityOf(plan: Pick<FormulaPlan, 'pharmaceutical_form' | 'units_per_dose' | 'doses_per_day' | 'duration_days'>, locale: Locale): { units: number; text: string } {
  const units = plan.units_per_dose * plan.doses_per_day * plan.duration_days;
  const [one, many] = PHARMACEUTICAL_FORM_NAMES[plan.pharmaceutical_form][locale];
  return { units, text: `${new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'pt-BR').format(units)} ${units === 1 ? one : many}` };
}

/**
 * Computes a formula. Every component's form, its supplement and its nutrient must be in
 * `catalogue` (the service refuses unknown forms first); `unitProblems` must be empty.
 */
export function computeFormula(plan: FormulaPlan, catalogue: FormulaCatalogue, locale: Locale): FormulaTotals {
  const perDayFactor = plan.units_per_dose * plan.doses_per_day;
  const components = plan.components.map((component): ComputedComponent & { nutrientId: number | null; countsTowardUL: boolean; ulPerDay: number | null } => {
    const form = catalogue.forms.get(component.form_id);
    if (!form) throw new Error(`form ${component.form_id} was not read`);
    const supplement = catalogue.supplements.get(form.supplement_id);
    const nutrient = typeof form.nutrient_id === 'number' ? (catalogue.nutrients.get(form.nutrient_id) ?? null) : null;
    const base = {
      form: { id: form.id, name: formName(form, locale), formula: form.formula ?? null },
      supplement: { id: form.supplement_id, name: supplement ? supplementName(supplement, locale) : '', slug: supplement?.slug ?? '' },
      amount: component.amount,
      unit: component.unit,
      nutrientId: nutrient?.id ?? null,
      countsTowardUL: form.counts_toward_upper_level !== false,
    };
    if (!nutrient) return { ...base, nutrient: null, fraction: null, per_unit: null, per_day: null, ulPerDay: null, note: NOTES.noNutrient[locale] };
    const { fraction } = formNumbers(form, nutrient);
    let perUnit: number | null = null;
    if (component.unit === 'UI') perUnit = typeof form.iu_factor === 'number' ? component.amount * form.iu_factor : null;
    else if (fraction !== null) perUnit = convertMass(component.amount, component.unit, nutrient.unit) * fraction;
    return {
      ...base,
      nutrient: nutrientRefOf(nutrient, locale),
      // As form-numbers.ts gives it, unrounded: the dose API answers the same number for the same form,
      // and each screen rounds it once, with the same formatter (issue 38: 14,35 % read 14,4 % here).
      fraction,
      per_unit: perUnit === null ? null : round(perUnit),
      per_day: perUnit === null ? null : round(perUnit * perDayFactor),
      // What the upper level counts of it (form-numbers.ts): folic acid's µg DFE back to µg of folic acid.
      ulPerDay: perUnit === null ? null : round(upperLevelAmount(perUnit, form) * perDayFactor),
      note: perUnit === null ? NOTES.noConversion[locale] : null,
    };
  });

  const citedKeys: { nutrient: NutrientDoc; key: string }[] = [];
  const order: number[] = [];
  for (const component of components) if (component.nutrientId !== null && !order.includes(component.nutrientId)) order.push(component.nutrientId);

  const nutrients = order.map((nutrientId): NutrientTotal => {
    const nutrient = catalogue.nutrients.get(nutrientId)!;
    const indexes = components.flatMap((component, index) => (component.nutrientId === nutrientId ? [index] : []));
    const mine = indexes.map((index) => components[index]!);
    const known = (list: typeof mine) => round(list.reduce((total, item) => total + (item.per_day ?? 0), 0));
    const knownForUL = (list: typeof mine) => round(list.reduce((total, item) => total + (item.ulPerDay ?? 0), 0));
    const complete = (list: typeof mine) => list.every((item) => item.per_day !== null);
    const counted = mine.filter((item) => item.countsTowardUL);
    const dailyTotal = complete(mine) ? known(mine) : null;
    const perUnitTotal = complete(mine) ? round(mine.reduce((total, item) => total + (item.per_unit ?? 0), 0)) : null;
    const upperLevelTotal = complete(counted) ? knownForUL(counted) : null;
    const doses = nutrient.groups[plan.population] ?? { intake: null, upper_level: null, anvisa_max: null, usual_dose: null };
    for (const key of [doses.intake?.source, doses.upper_level?.source, doses.anvisa_max?.source, doses.usual_dose?.source]) if (key) citedKeys.push({ nutrient, key });
    const sourceTitle = (key: string) => nutrient.sources.find((source) => source.key === key)?.title ?? key;
    // With a component not computed the known part is a lower bound: past a limit it is past it whatever the rest adds.
    const marks = {
      intake: dailyTotal !== null ? intakeMark(dailyTotal, doses.intake) : intakeMark(known(mine), doses.intake) === 'within' ? 'within' : 'unknown',
      upper_level: upperLevelTotal !== null ? upperMark(upperLevelTotal, doses.upper_level) : atLeast(upperMark(knownForUL(counted), doses.upper_level)),
      anvisa_max: dailyTotal !== null ? anvisaMark(dailyTotal, doses.anvisa_max) : atLeast(anvisaMark(known(mine), doses.anvisa_max)),
    } as const;
    const warnings = warningsOf(doses, marks.upper_level === 'unknown' ? null : (upperLevelTotal ?? knownForUL(counted)), marks.anvisa_max === 'unknown' ? null : (dailyTotal ?? known(mine)), {
      nutrient,
      group: plan.population,
      locale,
      sourceTitle,
      uncounted: mine.filter((item) => item.per_day === null).map((item) => item.form.name),
      upperLevelInOwnTerms: counted.some((item) => item.per_day !== item.ulPerDay),
    });
    return {
      nutrient: nutrientRefOf(nutrient, locale),
      element: nutrient.element,
      daily_total: dailyTotal,
      upper_level_total: upperLevelTotal,
      per_unit_total: perUnitTotal,
      components: indexes,
      reference: doses,
      upper_level_scope: nutrient.upper_level_scope,
      marks,
      warnings,
    };
  });

  const sources: DoseSourceAnswer[] = [];
  for (const { nutrient, key } of citedKeys) {
    const source = nutrient.sources.find((candidate) => candidate.key === key);
    if (source && !sources.some((known) => known.key === key)) sources.push({ key: source.key, title: source.title, url: source.url });
  }

  return {
    components: components.map(({ nutrientId: _nutrient, countsTowardUL: _counts, ulPerDay: _ul, ...component }) => component),
    nutrients,
    posology: posologyLine(plan, locale),
    quantity: quantityOf(plan, locale),
    sources,
  };
}
