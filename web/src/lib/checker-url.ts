import type { CheckItem, CheckItemKind } from '@contract/interactions';

/**
 * The checker's list in its address (`/app/interacoes?itens=s12-f3-m5-c2`), so a check can be shared
 * and reopened: one short code per kind and the item's id, joined by '-' (nothing to URL-encode).
 * The order is the list's.
 */
export const ITEMS_PARAM = 'itens';

const CODES: Record<CheckItemKind, string> = { supplement: 's', form: 'f', drug: 'm', drug_class: 'cm', condition: 'c' };
const KIND_OF_CODE = new Map(Object.entries(CODES).map(([kind, code]) => [code, kind as CheckItemKind]));
const TOKEN = /^(cm|s|f|m|c)([1-9]\d{0,9})$/;

/** Same limit as the API's (MAX_CHECK_ITEMS, restated: the web imports the contract's values only where it must). */
export const MAX_LIST_ITEMS = 30;

export function encodeItems(items: readonly CheckItem[]): string {
  return items.map((item) => `${CODES[item.kind]}${item.id}`).join('-');
}

/**
 * The list an address names. What a person may have typed or cut is forgiven: unknown codes are
 * skipped, a repeated item is kept once, and only the first 30 count.
 */
export function decodeItems(value: string | null): CheckItem[] {
  if (!value) return [];
  const items: CheckItem[] = [];
  const seen = new Set<string>();
  for (const token of value.split('-')) {
    const match = TOKEN.exec(token.trim());
    const kind = match ? KIND_OF_CODE.get(match[1] ?? '') : undefined;
    if (!match || !kind) continue;
    const id = Number(match[2]);
    const key = `${kind}:${id}`;
    if (seen.has(key) || !Number.isSafeInteger(id)) continue;
    seen.add(key);
    items.push({ kind, id });
    if (items.length === MAX_LIST_ITEMS) break;
  }
  return items;
}

/** The checker's address for a list (the monograph's 'Verificar com outros' opens it with its supplement). */
export function checkerPath(items: readonly CheckItem[]): string {
  return items.length > 0 ? `/app/interacoes?${ITEMS_PARAM}=${encodeItems(items)}` : '/app/interacoes';
}
