import type { CheckedInteraction, CheckItemRef } from '../../contract/interactions-answers.js';
import type { InteractionDoc } from '../../domain/docs.js';
import type { ResolvedItem } from './check.js';

/** The reads coverage needs (the interactions repository has them). */
export interface CoverageReads {
  ofSupplement(supplementId: number): Promise<InteractionDoc[]>;
  anyNaming(keys: readonly string[]): Promise<boolean>;
}

const refKey = (ref: CheckItemRef) => `${ref.kind}:${ref.id}`;

/** Whether a record of the form's supplement concerns that form: the whole supplement's, or that form's. */
function concernsForm(record: InteractionDoc, supplementId: number, formId: number): boolean {
  if (record.supplement_id === supplementId) return record.form_id === null || record.form_id === formId;
  return record.other_form_id === null || record.other_form_id === formId;
}

/**
 * The list's items that no structured interaction names at all, with anything in the catalogue
 * ('Coenzima Q10: nenhuma interação cadastrada'): the checker says so, so that a pair's silence is
 * not read as safety. Items a card of this check already answers for are covered; each other item
 * costs one read (a form: its supplement's records), so the reads grow with the list.
 */
export async function itemsWithoutRecords(items: readonly ResolvedItem[], found: readonly CheckedInteraction[], reads: CoverageReads): Promise<CheckItemRef[]> {
  const answered = new Set(found.flatMap((card) => card.between.map(refKey)));
  const covered = await Promise.all(
    items.map(async (item) => {
      if (answered.has(refKey(item.ref))) return true;
      if (item.supplementId === null) return reads.anyNaming(item.keys);
      const records = await reads.ofSupplement(item.supplementId);
      const formId = item.formId;
      return formId === null ? records.length > 0 : records.some((record) => concernsForm(record, item.supplementId!, formId));
    }),
  );
  return items.filter((_, index) => !covered[index]).map((item) => item.ref);
}
