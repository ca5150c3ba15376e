import type { Store } from '../../store/port.js';
import { z } from 'zod';
import { COLLECTIONS, type ContentType, type VersionDoc } from '../../domain/docs.js';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import { deleteMany, WRITES_PER_BATCH } from '../../store/batches.js';
import { RETAINED_VERSIONS } from './record.js';

const CONTENT_TYPES = ['category', 'supplement', 'topic', 'banner', 'interaction', 'drug', 'drug_class', 'condition', 'nutrient', 'supplement_form'] as const satisfies readonly ContentType[];

/** Deletes an item's versions beyond the newest RETAINED_VERSIONS (never in a user's request). */
export const pruneVersionsJob: JobDefinition<{ type: ContentType; item_id: number }, { store: Store }> = {
  name: 'pruneVersions',
  payload: z.object({ type: z.enum(CONTENT_TYPES), item_id: z.number().int().positive() }),
  async run(deps, { type, item_id: itemId }) {
    const old = await deps.store.query<VersionDoc>({
      collection: COLLECTIONS.contentVersions,
      where: [
        { field: 'type', op: '==', value: type },
        { field: 'item_id', op: '==', value: itemId },
      ],
      orderBy: [{ field: 'created_at', direction: 'desc' }],
      offset: RETAINED_VERSIONS,
      limit: WRITES_PER_BATCH,
    });
    if (old.length === 0) return;
    await deleteMany(deps.store, old.map((doc) => ({ collection: COLLECTIONS.contentVersions, id: doc.id })));
  },
};

/** After an item changed: one prune per item and hour at most (the task id deduplicates). */
export async function scheduleVersionPrune(jobs: JobQueue, type: ContentType, itemId: number): Promise<void> {
  const hour = Math.floor(Date.now() / 3_600_000);
  await jobs.enqueue(pruneVersionsJob, { type, item_id: itemId }, { id: `prune-${type}-${itemId}-${hour}`, delaySeconds: 60 });
}
