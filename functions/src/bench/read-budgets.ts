/**
 * Issue 40 item 5: the most Firestore document reads each reader action may cost (what
 * `billedReads` counts), checked by platform/read-budgets.api.test.ts and printed by the bench.
 */
export const READ_BUDGETS = {
  /** Everything the web's monograph page asks for on open (topics, the view recorded, the recently viewed list, the changes, the favourite, doses, interactions). */
  monograph: 15,
  search: 10,
  /** A 10-item interaction check. */
  check: 20,
  /** A 20-component formula computed. */
  formula: 40,
} as const;

/**
 * What platform/read-budgets.api.test.ts holds the actions still over budget to, on the seeded
 * catalogue: the figures measured after issue 40 item 5 (docs/performance.md, "Reads per action")
 * with about a fifth of headroom, since the seed's records grow. A regression fails; meeting the
 * budget needs what docs/decisions/platform-api-and-deploy.md ("Reads per action") lists as not done.
 */
export const OVER_BUDGET_CEILINGS = {
  /** A reader's first visit and a later one: 71 measured. */
  monograph: 85,
  /** The first reader after a change rebuilds the digests (once per change): 156 measured. */
  monographAfterChange: 190,
  /** 23 measured (the profile, 13 documents of the list, 9 records found and the coverage's reads). */
  check: 28,
  /** 96 measured. */
  formula: 115,
} as const;

/** One request the web makes. */
export interface PageRequest {
  label: string;
  method: 'get' | 'post';
  path: string;
  body?: object;
}

/**
 * What the web's monograph page asks for when it opens (web/src/app/routes/app/supplement-topics.tsx
 * and what it renders): the topics; the view recorded, then the recently viewed list fetched again
 * (useRecordView); the review and changes (MonographDates, MonographChanges); the favourite's state
 * (FavouriteButton); the doses (SupplementDoses) and the interactions (SupplementInteractions).
 */
export const monographRequests = (slug: string, id: number): PageRequest[] => [
  { label: 'topics', method: 'get', path: `/api/v1/supplement-topics/supplement/slug/${slug}` },
  { label: 'record view', method: 'post', path: '/api/v1/recently-viewed', body: { supplement_id: id } },
  { label: 'recently viewed', method: 'get', path: '/api/v1/recently-viewed' },
  { label: 'changes', method: 'get', path: `/api/v1/supplement-topics/supplement/slug/${slug}/changes` },
  { label: 'favourite', method: 'get', path: `/api/v1/favorites/supplement/${id}` },
  { label: 'doses', method: 'get', path: `/api/v1/supplements/slug/${slug}/doses` },
  { label: 'interactions', method: 'get', path: `/api/v1/supplements/slug/${slug}/interactions` },
];

/**
 * Firestore's price per 100,000 documents read and written. The São Paulo (southamerica-east1) row
 * of https://cloud.google.com/firestore/pricing could not be read on 2026-11-29 (the per-location
 * table is a selector the stored copies do not expand); these are the figures read that day on the
 * same page for the US multi-region (nam5): a stand-in, to replace with São Paulo's row.
 */
export const FIRESTORE_PRICE = {
  label: 'US multi-region (nam5) price as a stand-in: São Paulo row not readable on 2026-11-29',
  readsPer100k: 0.06,
  writesPer100k: 0.18,
  /** The free quota a day (the (default) database). */
  freeReadsPerDay: 50_000,
  freeWritesPerDay: 20_000,
} as const;

/** The usage the monthly figure assumes (issue 40 item 5). */
export const USAGE = { clinicians: 5000, days: 30, perDay: { monograph: 30, search: 20, check: 5, formula: 5 } } as const;

export interface ActionCost {
  reads: number;
  writes: number;
}

/** The month's bill for reads and writes at FIRESTORE_PRICE, after the free quota. */
export function monthlyCost(per: Record<keyof typeof USAGE.perDay, ActionCost>): { reads: number; writes: number; usd: number } {
  const day = (pick: (cost: ActionCost) => number) =>
    USAGE.clinicians * (Object.keys(USAGE.perDay) as (keyof typeof USAGE.perDay)[]).reduce((sum, action) => sum + USAGE.perDay[action] * pick(per[action]), 0);
  const readsPerDay = day((cost) => cost.reads);
  const writesPerDay = day((cost) => cost.writes);
  const billed = (perDay: number, free: number, price: number) => (Math.max(0, perDay - free) * USAGE.days * price) / 100_000;
  return {
    reads: readsPerDay * USAGE.days,
    writes: writesPerDay * USAGE.days,
    usd: billed(readsPerDay, FIRESTORE_PRICE.freeReadsPerDay, FIRESTORE_PRICE.readsPer100k) + billed(writesPerDay, FIRESTORE_PRICE.freeWritesPerDay, FIRESTORE_PRICE.writesPer100k),
  };
}
