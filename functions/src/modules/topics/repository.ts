import { COLLECTIONS, type TopicDoc } from '../../domain/docs.js';
import type { Store, Transaction } from '../../store/port.js';

const T = COLLECTIONS.topics;

/** The only code that reads and writes supplement topics. */
export function createTopicsRepository(store: Store) {
  return {
    async getBySlug(slug: string): Promise<TopicDoc | null> {
      const [doc] = await store.query<TopicDoc>({ collection: T, where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
      return doc?.data ?? null;
    },
    /** The topics of a supplement in display order. */
    async listOfSupplement(supplementId: number): Promise<TopicDoc[]> {
      const docs = await store.query<TopicDoc>({
        collection: T,
        where: [{ field: 'supplement_id', op: '==', value: supplementId }],
        orderBy: [{ field: 'order' }],
      });
      return docs.map((doc) => doc.data);
    },
  };
}
export type TopicsRepository = ReturnType<typeof createTopicsRepository>;

/* Transaction steps: reads first, then writes (Firestore's rule). */

export const readTopic = (tx: Transaction, id: number) => tx.get<TopicDoc>(T, String(id));
