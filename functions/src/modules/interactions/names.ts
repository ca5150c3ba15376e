import type { ConditionDoc, DrugClassDoc, DrugDoc, InteractionDoc, Locale, SupplementDoc, SupplementFormDoc } from '../../domain/docs.js';
import type { ClinicalKind } from '../drugs/port.js';

/** The documents the sides of interactions are named from, by id. */
export interface Names {
  supplement: Map<number, SupplementDoc>;
  form: Map<number, SupplementFormDoc>;
  drug: Map<number, DrugDoc>;
  drug_class: Map<number, DrugClassDoc>;
  condition: Map<number, ConditionDoc>;
}

export const emptyNames = (): Names => ({ supplement: new Map(), form: new Map(), drug: new Map(), drug_class: new Map(), condition: new Map() });

export function addAll<K extends keyof Names>(names: Names, kind: K, docs: readonly (Names[K] extends Map<number, infer D> ? D : never)[]): void {
  const map = names[kind] as Map<number, { id: number }>;
  for (const doc of docs as readonly { id: number }[]) map.set(doc.id, doc);
}

/** A supplement's name in the reader's language (English where written, else Portuguese). */
export const supplementName = (doc: SupplementDoc, locale: Locale): string => (locale === 'en' ? doc.i18n?.en?.name || doc.name : doc.name);

/** A form's, drug's, class's or condition's name: both languages are typed, never translated. */
export const typedName = (doc: { name: string; name_en: string }, locale: Locale): string => (locale === 'en' ? doc.name_en || doc.name : doc.name);

/** Ids the records name that `names` does not hold yet, by kind. */
export function missingIds(records: readonly InteractionDoc[], names: Names): { supplement: number[]; form: number[] } & Record<ClinicalKind, number[]> {
  const missing = { supplement: new Set<number>(), form: new Set<number>(), drug: new Set<number>(), drug_class: new Set<number>(), condition: new Set<number>() };
  for (const record of records) {
    if (!names.supplement.has(record.supplement_id)) missing.supplement.add(record.supplement_id);
    if (record.form_id !== null && !names.form.has(record.form_id)) missing.form.add(record.form_id);
    if (record.other_form_id !== null && !names.form.has(record.other_form_id)) missing.form.add(record.other_form_id);
    if (!names[record.other_kind].has(record.other_id)) missing[record.other_kind].add(record.other_id);
  }
  return {
    supplement: [...missing.supplement],
    form: [...missing.form],
    drug: [...missing.drug],
    drug_class: [...missing.drug_class],
    condition: [...missing.condition],
  };
}
