import { POPULATION_GROUPS, type NutrientInput, type PopulationGroup } from '@contract/doses';
import type { DoseSource, GroupDoses, Nutrient } from '@contract/doses-answers';

/**
 * The nutrient editor's values as typed (text in every box) and their conversion to what the shared
 * schema checks (`nutrientSchema`). A value whose boxes are all empty is null (not confirmed: never
 * guessed); a range with only its minimum is that one value (high = low); a number may be typed with
 * a decimal comma.
 */
export interface SpanText {
  low: string;
  high: string;
  source: string;
}
export interface GroupText {
  /** '' (not confirmed), 'RDA' or 'AI'. */
  intakeKind: string;
  intake: SpanText;
  /** '' (not confirmed), 'value' or 'not_determined' (ND). */
  upperKind: string;
  upper: SpanText;
  anvisa: { value: string; source: string };
  usual: SpanText;
}
export type SourceRow = DoseSource & { key: string; rowKey: number };

export interface NutrientText {
  name: string;
  name_en: string;
  unit: string;
  expressed_as: string;
  expressed_as_en: string;
  element: string;
  upper_level_scope: string;
  supplements: { id: number; name: string }[];
  groups: Record<PopulationGroup, GroupText>;
  sources: SourceRow[];
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value).replace('.', ','));
const spanText = (span: { low: number; high: number; source: string } | null | undefined): SpanText => ({
  low: text(span?.low),
  high: span && span.high !== span.low ? text(span.high) : '',
  source: span?.source ?? '',
});

export function groupText(doses: GroupDoses | undefined): GroupText {
  const upper = doses?.upper_level ?? null;
  return {
    intakeKind: doses?.intake?.kind ?? '',
    intake: spanText(doses?.intake),
    upperKind: upper?.kind ?? '',
    upper: upper?.kind === 'value' ? spanText(upper) : { low: '', high: '', source: upper?.source ?? '' },
    anvisa: { value: text(doses?.anvisa_max?.value), source: doses?.anvisa_max?.source ?? '' },
    usual: spanText(doses?.usual_dose),
  };
}

let nextRowKey = 1;
export const sourceRow = (source?: DoseSource): SourceRow => ({ key: source?.key ?? '', title: source?.title ?? '', url: source?.url ?? '', rowKey: nextRowKey++ });

export function nutrientText(item?: Nutrient): NutrientText {
  return {
    name: item?.name ?? '',
    name_en: item?.name_en ?? '',
    unit: item?.unit ?? '',
    expressed_as: item?.expressed_as ?? '',
    expressed_as_en: item?.expressed_as_en ?? '',
    element: item?.element ?? '',
    upper_level_scope: item?.upper_level_scope ?? '',
    supplements: item?.supplements ?? [],
    groups: Object.fromEntries(POPULATION_GROUPS.map((group) => [group, groupText(item?.groups[group])])) as Record<PopulationGroup, GroupText>,
    sources: (item?.sources ?? []).map((source) => sourceRow(source)),
  };
}

/** A typed number: blank → undefined (the schema says what is missing), '1,5' → 1.5, anything else is sent as typed for the schema to refuse. */
export function parseNumber(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : trimmed;
}

const blank = (...values: string[]) => values.every((value) => value.trim() === '');
const span = (values: SpanText) => ({ low: parseNumber(values.low), high: parseNumber(values.high.trim() === '' ? values.low : values.high), source: values.source });

export function groupInput(values: GroupText) {
  const { intake, upper, anvisa, usual } = values;
  return {
    intake: values.intakeKind === '' && blank(intake.low, intake.high, intake.source) ? null : { kind: values.intakeKind || undefined, ...span(intake) },
    upper_level:
      values.upperKind === ''
        ? null
        : values.upperKind === 'not_determined'
          ? { kind: 'not_determined', source: upper.source }
          : { kind: 'value', ...span(upper) },
    anvisa_max: blank(anvisa.value, anvisa.source) ? null : { value: parseNumber(anvisa.value), source: anvisa.source },
    usual_dose: blank(usual.low, usual.high, usual.source) ? null : span(usual),
  };
}

/** What the editor sends (checked first by `nutrientSchema`): the revision it loaded when editing. */
export function nutrientInput(values: NutrientText, revision: number | undefined): Record<keyof NutrientInput, unknown> {
  return {
    name: values.name,
    name_en: values.name_en,
    unit: values.unit || undefined,
    expressed_as: values.expressed_as,
    expressed_as_en: values.expressed_as_en,
    element: values.element,
    upper_level_scope: values.upper_level_scope || undefined,
    supplement_ids: values.supplements.map((supplement) => supplement.id),
    groups: Object.fromEntries(POPULATION_GROUPS.map((group) => [group, groupInput(values.groups[group])])),
    sources: values.sources.map(({ key, title, url }) => ({ key, title, url })),
    revision,
  };
}
