import type { CheckedInteraction, CheckItemRef } from '../../contract/interactions-answers.js';
import type { ResolvedItem } from './check.js';

/** The reads coverage needs (the interactions repository has them). */
export interface CoverageReads {
  /** Whether any record names the supplement, on either side (a read or two, not all its records). */
  anyOfSupplement(supplementId: number): Promise<boolean>;
  /** Whether any record concerns the form: its supplement's (no form named) or that form's, on either side (two to four reads). */
  anyConcerningForm(supplementId: number, formId: number): Promise<boolean>;
  anyNaming(keys: readonly string[]): Promise<boolean>;
}

const refKey = (ref: CheckItemRef) => `${ref.kind}:${ref.id}`;

/**
 * The list's items that no structured interaction names at all, with anything in the catalogue
 * ('Coenzima Q10: nenhuma interação cadastrada'): the checker says so, so that a pair's silence is
 * not read as safety. Items a card of this check already answers for are covered; each other item
 * costs a read or two (a form up to four), so the reads grow with the list, not with its records.
 */
export async function itemsWithoutRecords(items: readonly ResolvedItem[], found: readonly CheckedInteraction[], reads: CoverageReads): Promise<CheckItemRef[]> {
  const answered = new Set(found.flatMap((card) => card.between.map(refKey)));
  const covered = await Promise.all(
    items.map(async (item) => {
      if (answered.has(refKey(item.ref))) return true;
      if (item.supplementId === null) return reads.anyNaming(item.keys);
      const formId = item.formId;
      return formId === null ? reads.anyOfSupplement(item.supplementId) : reads.anyConcerningForm(item.supplementId, formId);
    }),
  );
  return items.filter((_, index) => !covered[index]).map((item) => item.ref);
}
