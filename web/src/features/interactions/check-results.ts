import type { CheckedItem, InteractionCheckAnswer } from '@contract/interactions-answers';
import { itemKey } from './check-list';

/** An item's name on the chips and in the pairs: a chemical form names its supplement too. */
export function itemName(item: Pick<CheckedItem, 'kind' | 'name' | 'supplement'>): string {
  return item.kind === 'form' && item.supplement ? `${item.name} (${item.supplement.name})` : item.name;
}

export interface CheckSummary {
  /** Interactions found (a record per pair it answers). */
  found: number;
  /** Pairs the catalogue answers for: those with an interaction and those checked without one. */
  checked: number;
  /** 'Nenhuma interação registrada': the pairs checked without a record, by their items' names, in list order. */
  noneKnown: [string, string][];
  /** Pairs with no supplement (drug–drug, drug–condition): outside what the catalogue covers. */
  outsideScope: [string, string][];
  /** Items no structured interaction names at all ('Coenzima Q10: nenhuma interação cadastrada'), in list order. */
  uncovered: string[];
}

/** What the checker says about an answer, besides the cards: counts, the pairs without a record, the pairs it does not cover. */
export function summarise(answer: InteractionCheckAnswer): CheckSummary {
  const names = new Map(answer.items.map((item) => [itemKey(item), itemName(item)]));
  const named = ([a, b]: readonly [{ kind: string; id: number }, { kind: string; id: number }]): [string, string] => [names.get(itemKey(a)) ?? '', names.get(itemKey(b)) ?? ''];
  const found = answer.groups.reduce((sum, group) => sum + group.items.length, 0);
  const foundPairs = new Set(answer.groups.flatMap((group) => group.items.map((item) => item.between.map(itemKey).join('|'))));
  const noneKnown = answer.pairs_without_interaction.filter((pair) => pair.reason === 'no_record').map((pair) => named(pair.between));
  const outsideScope = answer.pairs_without_interaction.filter((pair) => pair.reason === 'outside_scope').map((pair) => named(pair.between));
  const uncovered = answer.items_without_records.map((item) => names.get(itemKey(item)) ?? '');
  return { found, checked: foundPairs.size + noneKnown.length, noneKnown, outsideScope, uncovered };
}
