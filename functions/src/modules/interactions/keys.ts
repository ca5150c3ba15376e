/**
 * The keys interactions are found by (docs/decisions/interactions-checker.md, "Interaction checker"): a side's key
 * ('supplement:12', 'drug:5', 'drug_class:3', 'condition:7'; a form keys on its supplement) and a
 * pair's key, the two sorted and joined with '|', so either order finds the record.
 */
export type SideKind = 'supplement' | 'drug' | 'drug_class' | 'condition';

export const sideKey = (kind: SideKind, id: number): string => `${kind}:${id}`;

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Firestore's `in` takes at most 30 values: the keys in chunks of 30. */
export function chunksOf<T>(values: readonly T[], size = 30): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}
