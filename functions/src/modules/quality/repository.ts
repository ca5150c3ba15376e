import type { QualityReport } from '../../contract/quality-answers.js';
import { COLLECTIONS, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import type { DocumentData, Query, Store } from '../../store/port.js';
import type { QualitySnapshot } from './snapshot.js';

/** `meta/content_quality`: the last report the job stored. */
const REPORT_ID = 'content_quality';
/** Documents per read. */
export const READ_PAGE = 200;
/** The most documents read from one collection: beyond it the report says it is incomplete. */
export const MAX_DOCS_PER_COLLECTION = 20_000;

interface StoredReport extends QualityReport {
  [key: string]: unknown;
}

/** The quality job's reads (every collection in pages of 200, in id order, at most 20,000 each) and the stored report. */
export function createQualityRepository(store: Store) {
  /** A whole collection in bounded pages; `complete` false when it holds more than the cap. */
  async function readAll<T extends DocumentData & { id: number }>(collection: string): Promise<{ docs: T[]; complete: boolean }> {
    const docs: T[] = [];
    let after: number | null = null;
    while (docs.length < MAX_DOCS_PER_COLLECTION) {
      const query: Query = { collection, orderBy: [{ field: 'id' }], limit: READ_PAGE };
      if (after !== null) query.where = [{ field: 'id', op: '>', value: after }];
      const page = (await store.query<T>(query)).map((doc) => doc.data);
      docs.push(...page);
      if (page.length < READ_PAGE) return { docs, complete: true };
      after = page[page.length - 1]!.id;
    }
    return { docs, complete: false };
  }

  return {
    async loadSnapshot(): Promise<{ snapshot: QualitySnapshot; complete: boolean }> {
      const [supplements, topics, interactions, drugs, drugClasses, conditions, nutrients, forms] = await Promise.all([
        readAll<SupplementDoc>(COLLECTIONS.supplements),
        readAll<TopicDoc>(COLLECTIONS.topics),
        readAll<QualitySnapshot['interactions'][number]>(COLLECTIONS.interactions),
        readAll<QualitySnapshot['drugs'][number]>(COLLECTIONS.drugs),
        readAll<QualitySnapshot['drugClasses'][number]>(COLLECTIONS.drugClasses),
        readAll<QualitySnapshot['conditions'][number]>(COLLECTIONS.conditions),
        readAll<QualitySnapshot['nutrients'][number]>(COLLECTIONS.nutrients),
        readAll<QualitySnapshot['forms'][number]>(COLLECTIONS.supplementForms),
      ]);
      const parts = [supplements, topics, interactions, drugs, drugClasses, conditions, nutrients, forms];
      return {
        snapshot: {
          supplements: supplements.docs,
          topics: topics.docs,
          interactions: interactions.docs,
          drugs: drugs.docs,
          drugClasses: drugClasses.docs,
          conditions: conditions.docs,
          nutrients: nutrients.docs,
          forms: forms.docs,
        },
        complete: parts.every((part) => part.complete),
      };
    },
    async readReport(): Promise<QualityReport | null> {
      return store.get<StoredReport>(COLLECTIONS.meta, REPORT_ID);
    },
    async writeReport(report: QualityReport): Promise<void> {
      await store.set(COLLECTIONS.meta, REPORT_ID, { ...report });
    },
  };
}
export type QualityRepository = ReturnType<typeof createQualityRepository>;
