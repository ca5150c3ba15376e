import type { CheckItem } from '@contract/interactions';

/** `supplement:12`: an item's key on the list and in the check's answer (the contract's checkItemKey, restated to keep zod out of this chunk). */
export const itemKey = (item: { kind: string; id: number }): string => `${item.kind}:${item.id}`;

/** The list with one more item at its end; the same list when it is already there. */
export function withItem(items: readonly CheckItem[], added: CheckItem): CheckItem[] {
  return items.some((item) => itemKey(item) === itemKey(added)) ? [...items] : [...items, { kind: added.kind, id: added.id }];
}

export function withoutItem(items: readonly CheckItem[], removed: CheckItem): CheckItem[] {
  return items.filter((item) => itemKey(item) !== itemKey(removed));
}
