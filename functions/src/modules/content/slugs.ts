import type { Transaction } from '../../store/port.js';

/** The first free slug among base, base-2, base-3 … given the slugs already taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * A slug no document of the collection has yet, read inside the creating transaction
 * (one range read over every slug starting with the base).
 */
export async function uniqueSlug(tx: Transaction, collection: string, base: string): Promise<string> {
  const similar = await tx.query<{ slug: string }>({
    collection,
    where: [
      { field: 'slug', op: '>=', value: base },
      { field: 'slug', op: '<', value: `${base}\uf8ff` },
    ],
  });
  return firstFreeSlug(base, similar.map((doc) => doc.data.slug));
}
