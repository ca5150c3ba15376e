import { COLLECTIONS } from '../domain/docs.js';
import { EDUCATIONS, GLOBAL_SETTINGS, PLANS, TERMS } from '../local/seed/reference-data.js';
import type { DocumentData, Store } from '../store/port.js';

/** What a fresh project needs before anyone can register or subscribe. */
function referenceDocs(): { collection: string; id: string; data: DocumentData }[] {
  return [
    ...EDUCATIONS.map((data) => ({ collection: COLLECTIONS.educations, id: String(data.id), data })),
    ...PLANS.map((data) => ({ collection: COLLECTIONS.plans, id: data.id, data })),
    { collection: COLLECTIONS.terms, id: 'current', data: TERMS },
    { collection: COLLECTIONS.settings, id: 'global', data: GLOBAL_SETTINGS },
  ];
}

export interface BootstrapReport {
  created: string[];
  kept: string[];
}

/**
 * Writes the reference data (educations, plans, terms, general settings) that is missing, and
 * leaves alone what exists: running it again, or after an admin edited the terms, changes nothing.
 */
export async function bootstrapReferenceData(store: Store): Promise<BootstrapReport> {
  const report: BootstrapReport = { created: [], kept: [] };
  for (const { collection, id, data } of referenceDocs()) {
    const created = await store.transaction(async (tx) => {
      if (await tx.get(collection, id)) return false;
      tx.set(collection, id, data);
      return true;
    });
    (created ? report.created : report.kept).push(`${collection}/${id}`);
  }
  if (report.created.some((path) => path.startsWith(`${COLLECTIONS.educations}/`))) {
    await store.transaction(async (tx) => {
      const counter = await tx.get<{ next: number }>(COLLECTIONS.counters, COLLECTIONS.educations);
      const next = Math.max(counter?.next ?? 1, ...EDUCATIONS.map((education) => education.id + 1));
      tx.set(COLLECTIONS.counters, COLLECTIONS.educations, { next });
    });
  }
  return report;
}
