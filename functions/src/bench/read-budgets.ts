/**
 * Issue 40 item 5: the most Firestore document reads each reader action may cost (what
 * `billedReads` counts), the caller's profile included, on an instance that has served the action
 * before (the catalogue's documents it read kept: store/catalogue-cache.ts). Checked by
 * platform/read-budgets.api.test.ts and printed by the bench; a new instance is held to COLD_CEILINGS.
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
 * What platform/read-budgets.api.test.ts holds each action to on a new instance (it keeps none of
 * the catalogue yet; store/catalogue-cache.ts), on the seeded catalogue: the figures measured (docs/
 * performance.md, "Reads per action") with about a fifth of headroom, since the seed's records grow.
 * On an instance that has served the action, the test holds it to READ_BUDGETS.
 */
export const COLD_CEILINGS = {
  /** A reader's first visit, on a new instance: 54 measured (5 on the instance once it has served the page). */
  monograph: 65,
  /** The first reader after an edit, on the instance that made it (its write emptied what the instance kept): 44 measured. */
  monographAfterChange: 55,
  /** 24 measured (1 once the instance has served it). */
  check: 29,
  /** 97 measured (1 once the instance has served it). */
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
