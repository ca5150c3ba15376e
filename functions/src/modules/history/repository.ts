import type { PageSize } from '../../contract/list.js';
import { COLLECTIONS, type AuditDoc, type ContentType, type MonographChangesDoc, type TrashDoc, type TrashItemDoc, type VersionDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { deleteMany, WRITES_PER_BATCH } from '../../store/batches.js';
import { paginate } from '../../store/paginate.js';
import { crashPoint } from '../../faults/crash-points.js';
import type { Filter, Store, WriteBatch } from '../../store/port.js';

/** Reads of versions, the trash and the audit log (their writes happen inside the catalogue's transactions). */
export function createHistoryRepository(store: Store) {
  return {
    versions(type: string, itemId: number, page: number, perPage: PageSize) {
      return paginate<VersionDoc>(
        store,
        {
          collection: COLLECTIONS.contentVersions,
          where: [
            { field: 'type', op: '==', value: type },
            { field: 'item_id', op: '==', value: itemId },
          ],
          orderBy: [{ field: 'created_at', direction: 'desc' }],
        },
        page,
        perPage,
      );
    },
    version: (id: string) => store.get<VersionDoc>(COLLECTIONS.contentVersions, id),
    /** monograph_changes/{supplementId}: the digest of a monograph's latest changes (monograph-changes.ts). */
    changesDigest: (supplementId: number) => store.get<MonographChangesDoc>(COLLECTIONS.monographChanges, String(supplementId)),
    saveChangesDigest: (doc: MonographChangesDoc) => store.set(COLLECTIONS.monographChanges, String(doc.supplement_id), doc),
    /** The newest versions of a supplement's topics, after `since` when given (versions recorded before they named their supplement are not among them). */
    async topicVersionsOfSupplement(supplementId: number, since: string | null, limit: number): Promise<VersionDoc[]> {
      const docs = await store.query<VersionDoc>({
        collection: COLLECTIONS.contentVersions,
        where: [
          { field: 'type', op: '==', value: 'topic' },
          { field: 'supplement_id', op: '==', value: supplementId },
          ...(since ? [{ field: 'created_at', op: '>' as const, value: since }] : []),
        ],
        orderBy: [{ field: 'created_at', direction: 'desc' }],
        limit,
      });
      return docs.map((doc) => doc.data);
    },
    /** The version of an item just before `at` (the state a change started from). */
    async versionBefore(type: string, itemId: number, at: string): Promise<VersionDoc | null> {
      const [doc] = await store.query<VersionDoc>({
        collection: COLLECTIONS.contentVersions,
        where: [
          { field: 'type', op: '==', value: type },
          { field: 'item_id', op: '==', value: itemId },
          { field: 'created_at', op: '<', value: at },
        ],
        orderBy: [{ field: 'created_at', direction: 'desc' }],
        limit: 1,
      });
      return doc?.data ?? null;
    },
    trash(page: number, perPage: PageSize, type?: ContentType) {
      const where: Filter[] = type ? [{ field: 'type', op: '==', value: type }] : [];
      return paginate<TrashDoc>(store, { collection: COLLECTIONS.trash, where, orderBy: [{ field: 'deleted_at', direction: 'desc' }] }, page, perPage);
    },
    async expiredTrash(now: string, limit: number): Promise<TrashDoc[]> {
      const docs = await store.query<TrashDoc>({ collection: COLLECTIONS.trash, where: [{ field: 'purge_after', op: '<', value: now }], orderBy: [{ field: 'purge_after' }], limit });
      return docs.map((doc) => doc.data);
    },
    /** Entries a `moveTrash` job has not finished (its task lost): the nightly run queues them again. */
    async unfinishedTrash(limit: number): Promise<TrashDoc[]> {
      const docs = await store.query<TrashDoc>({ collection: COLLECTIONS.trash, where: [{ field: 'state', op: 'in', value: ['moving_out', 'moving_back'] }], limit });
      return docs.map((doc) => doc.data);
    },
    /** Deletes a trash entry and its documents for good, a batch at a time (the entry last, so a rerun finishes it). */
    /**
     * Deletes the entry's items in batches, then the entry with its audit record in one batch: the
     * entry goes last, so a purge that dies midway is found and finished by the next run, and its
     * audit record is written exactly once.
     */
    async purge(trashId: string, audit: (batch: WriteBatch) => void): Promise<void> {
      for (;;) {
        const docs = await store.query<TrashItemDoc>({ collection: COLLECTIONS.trashItems, where: [{ field: 'trash_id', op: '==', value: trashId }], limit: WRITES_PER_BATCH });
        if (docs.length === 0) break;
        await deleteMany(store, docs.map((doc) => ({ collection: COLLECTIONS.trashItems, id: doc.id })));
        crashPoint('trash-purge:after-items');
      }
      const last = store.batch();
      last.delete(COLLECTIONS.trash, trashId);
      audit(last);
      await last.commit();
    },
    audit(page: number, perPage: PageSize, filter: { search?: string; type?: string }) {
      const token = filter.search ? searchToken(filter.search) : '';
      const where: Filter[] = [
        ...(filter.type ? [{ field: 'target.type', op: '==' as const, value: filter.type }] : []),
        ...(token ? [{ field: 'keywords', op: 'array-contains' as const, value: token }] : []),
      ];
      return paginate<AuditDoc>(store, { collection: COLLECTIONS.auditLog, where, orderBy: [{ field: 'created_at', direction: 'desc' }] }, page, perPage);
    },
  };
}
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
