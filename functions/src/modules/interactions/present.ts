import type { InteractionCard, InteractionDetails } from '../../contract/interactions-answers.js';
import { INTERACTION_SEVERITIES, type InteractionSeverity } from '../../contract/interactions.js';
import type { InteractionDoc, Locale } from '../../domain/docs.js';
import { supplementName, typedName, type Names } from './names.js';

/** Who reads: their language and whether they may read the paid details (premium or admin). */
export interface Viewer {
  locale: Locale;
  premium: boolean;
}

const english = (record: InteractionDoc, field: 'mechanism' | 'management' | 'timing', locale: Locale): string | null => {
  const portuguese = record[field];
  if (portuguese === null) return null;
  return locale === 'en' ? record.i18n?.en?.[field] || portuguese : portuguese;
};

/** The paid part: only ever built for a premium or admin viewer. */
function details(record: InteractionDoc, locale: Locale): InteractionDetails {
  return {
    likelihood: record.likelihood,
    evidence: record.evidence,
    mechanism: english(record, 'mechanism', locale) ?? '',
    management: english(record, 'management', locale) ?? '',
    timing: english(record, 'timing', locale),
    references: record.references,
    reviewed: record.reviewed_at && record.reviewed_by ? { at: record.reviewed_at, by: record.reviewed_by } : null,
  };
}

const formOf = (names: Names, id: number | null, locale: Locale) => {
  const form = id === null ? undefined : names.form.get(id);
  return form ? { id: form.id, name: typedName(form, locale) } : null;
};

/** The other side's name and address, or null when it no longer exists (deleted: the record is not shown). */
function otherSide(record: InteractionDoc, names: Names, locale: Locale): InteractionCard['other'] | null {
  const { other_kind: kind, other_id: id } = record;
  if (kind === 'supplement') {
    const supplement = names.supplement.get(id);
    return supplement ? { kind, id, name: supplementName(supplement, locale), slug: supplement.slug, form: formOf(names, record.other_form_id, locale) } : null;
  }
  const doc = names[kind].get(id);
  return doc ? { kind, id, name: typedName(doc, locale), slug: null, form: null } : null;
}

/** A record as readers see it; null when a side no longer exists. Details only for premium and admin. */
export function presentCard(record: InteractionDoc, names: Names, viewer: Viewer): InteractionCard | null {
  const supplement = names.supplement.get(record.supplement_id);
  const other = otherSide(record, names, viewer.locale);
  if (!supplement || !other) return null;
  return {
    id: record.id,
    severity: record.severity,
    supplement: { id: supplement.id, name: supplementName(supplement, viewer.locale), slug: supplement.slug, form: formOf(names, record.form_id, viewer.locale) },
    other,
    locked: !viewer.premium,
    details: viewer.premium ? details(record, viewer.locale) : null,
  };
}

const EVIDENCE_ORDER = { A: 0, B: 1, C: 2, D: 3 } as const;

/** Within a severity: evidence A first, then the supplement's and the other side's names. */
function compareCards(a: { card: InteractionCard; evidence: keyof typeof EVIDENCE_ORDER }, b: typeof a, locale: Locale): number {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'pt-BR');
  return EVIDENCE_ORDER[a.evidence] - EVIDENCE_ORDER[b.evidence] || collator.compare(a.card.supplement.name, b.card.supplement.name) || collator.compare(a.card.other.name, b.card.other.name) || a.card.id - b.card.id;
}

/** The three severities, worst first, each sorted; `T` is a card, perhaps with more fields. */
export function groupBySeverity<T extends InteractionCard>(entries: readonly { card: T; record: InteractionDoc }[], locale: Locale) {
  const sorted = [...entries].sort((a, b) => compareCards({ card: a.card, evidence: a.record.evidence }, { card: b.card, evidence: b.record.evidence }, locale));
  const of = (severity: InteractionSeverity) => sorted.filter((entry) => entry.card.severity === severity).map((entry) => entry.card);
  const [grave, moderada, leve] = INTERACTION_SEVERITIES;
  return [
    { severity: grave, items: of(grave) },
    { severity: moderada, items: of(moderada) },
    { severity: leve, items: of(leve) },
  ] as [{ severity: 'grave'; items: T[] }, { severity: 'moderada'; items: T[] }, { severity: 'leve'; items: T[] }];
}
