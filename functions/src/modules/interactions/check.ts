import type { CheckedInteraction, CheckedItem, CheckedPair, CheckItemRef } from '../../contract/interactions-answers.js';
import type { CheckItem } from '../../contract/interactions.js';
import type { InteractionDoc } from '../../domain/docs.js';
import { AppError } from '../../http/errors.js';
import { pairKey, sideKey } from './keys.js';
import { supplementName, typedName, type Names } from './names.js';
import { presentCard, type Viewer } from './present.js';

/** An item of the list with what it answers for. */
export interface ResolvedItem {
  ref: CheckItemRef;
  /** The side keys it stands for: a drug's own and its classes'; a class's own and its member drugs'; a form's supplement. */
  keys: string[];
  /** For a form: its id (the records of the supplement's other forms do not concern it). */
  formId: number | null;
  /** Its supplement's id, for a supplement or a form. */
  supplementId: number | null;
}

const UNKNOWN: Record<CheckItem['kind'], string> = {
  supplement: 'Suplemento não encontrado',
  form: 'Forma química não encontrada',
  drug: 'Medicamento não encontrado',
  drug_class: 'Classe de medicamentos não encontrada',
  condition: 'Condição não encontrada',
};

/**
 * The list's items against what was read; every unknown id named (400). `members` holds each listed
 * class's drugs: a class answers for their records, except those of a drug the list holds itself
 * (that drug answers for them, and the card is not repeated).
 */
export function resolveItems(items: readonly CheckItem[], names: Names, members: ReadonlyMap<number, readonly number[]> = new Map()): ResolvedItem[] {
  const listedDrugs = new Set(items.filter((item) => item.kind === 'drug').map((item) => item.id));
  const errors: Record<string, string[]> = {};
  const resolved = items.map((item, index): ResolvedItem | null => {
    const ref = { kind: item.kind, id: item.id };
    const fail = () => {
      errors[`items.${index}`] = [`${UNKNOWN[item.kind]} (id ${item.id})`];
      return null;
    };
    switch (item.kind) {
      case 'supplement':
        return names.supplement.has(item.id) ? { ref, keys: [sideKey('supplement', item.id)], formId: null, supplementId: item.id } : fail();
      case 'form': {
        const form = names.form.get(item.id);
        if (!form || !names.supplement.has(form.supplement_id)) return fail();
        return { ref, keys: [sideKey('supplement', form.supplement_id)], formId: form.id, supplementId: form.supplement_id };
      }
      case 'drug': {
        const drug = names.drug.get(item.id);
        if (!drug) return fail();
        return { ref, keys: [sideKey('drug', drug.id), ...drug.class_ids.map((id) => sideKey('drug_class', id))], formId: null, supplementId: null };
      }
      case 'drug_class': {
        if (!names.drug_class.has(item.id)) return fail();
        const memberKeys = (members.get(item.id) ?? []).filter((id) => !listedDrugs.has(id)).map((id) => sideKey('drug', id));
        return { ref, keys: [sideKey('drug_class', item.id), ...memberKeys], formId: null, supplementId: null };
      }
      case 'condition':
        return names.condition.has(item.id) ? { ref, keys: [sideKey('condition', item.id)], formId: null, supplementId: null } : fail();
    }
  });
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw new AppError(400, messages[0]!, errors);
  return resolved as ResolvedItem[];
}

/** The list as the answer names it. */
export function presentItems(items: readonly ResolvedItem[], names: Names, viewer: Viewer): CheckedItem[] {
  return items.map(({ ref, supplementId }) => {
    const supplement = supplementId === null ? undefined : names.supplement.get(supplementId);
    const supplementCard = supplement ? { id: supplement.id, name: supplementName(supplement, viewer.locale), slug: supplement.slug } : null;
    const doc = ref.kind === 'supplement' ? null : names[ref.kind].get(ref.id);
    const name = ref.kind === 'supplement' ? (supplementCard?.name ?? '') : doc ? typedName(doc, viewer.locale) : '';
    return { kind: ref.kind, id: ref.id, name, supplement: supplementCard };
  });
}

const isSupplementSide = (item: ResolvedItem) => item.supplementId !== null;

/** The pair keys worth asking for: those with a supplement on at least one side. */
export function candidatePairKeys(items: readonly ResolvedItem[]): string[] {
  const keys = new Set<string>();
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) {
      if (!isSupplementSide(a) && !isSupplementSide(b)) continue;
      if (a.supplementId !== null && a.supplementId === b.supplementId) continue;
      for (const keyA of a.keys) for (const keyB of b.keys) keys.add(pairKey(keyA, keyB));
    }
  });
  return [...keys];
}

/** Whether a list item stands for a record's side: its key, and a form that is the record's (or a record of the whole supplement). */
function covers(item: ResolvedItem, key: string, formId: number | null): boolean {
  if (!item.keys.includes(key)) return false;
  return formId === null || item.formId === null || item.formId === formId;
}

/** The records answering the pair (a, b), with the record's sides in either order. */
function answers(record: InteractionDoc, a: ResolvedItem, b: ResolvedItem): boolean {
  const first = { key: sideKey('supplement', record.supplement_id), form: record.form_id };
  const second = { key: record.other_key, form: record.other_form_id };
  return (covers(a, first.key, first.form) && covers(b, second.key, second.form)) || (covers(a, second.key, second.form) && covers(b, first.key, first.form));
}

/** Every pair of the list: the records that answer it, or why none does. */
export function matchPairs(items: readonly ResolvedItem[], records: readonly InteractionDoc[], names: Names, viewer: Viewer) {
  const found: { card: CheckedInteraction; record: InteractionDoc }[] = [];
  const without: CheckedPair[] = [];
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) {
      const between: [CheckItemRef, CheckItemRef] = [a.ref, b.ref];
      if (!isSupplementSide(a) && !isSupplementSide(b)) {
        without.push({ between, reason: 'outside_scope' });
        continue;
      }
      if (a.supplementId === b.supplementId) {
        without.push({ between, reason: 'same_supplement' });
        continue;
      }
      const cards = records.flatMap((record) => {
        if (!answers(record, a, b)) return [];
        const card = presentCard(record, names, viewer);
        return card ? [{ card: { ...card, between }, record }] : [];
      });
      if (cards.length === 0) without.push({ between, reason: 'no_record' });
      found.push(...cards);
    }
  });
  return { found, without };
}
