import { z } from 'zod';
import { COLLECTIONS, type SupplementDoc } from '../../domain/docs.js';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import { logInfo } from '../../runtime/log.js';
import { WRITES_PER_BATCH } from '../../store/batches.js';
import type { Store } from '../../store/port.js';
import { supplementRef } from './repository.js';

/** What the topics' copy of their supplement held before the change, field by field. */
interface Previous {
  name: string;
  is_paid: 0 | 1;
  category_id: number;
}

const STALE_FIELDS: { path: string; of: (value: Previous | SupplementDoc) => unknown }[] = [
  { path: 'supplement.name', of: (value) => value.name },
  { path: 'supplement.is_paid', of: (value) => value.is_paid },
  { path: 'supplement.category.id', of: (value) => value.category_id },
];

/**
 * One step: up to WRITES_PER_BATCH topics whose copy still holds the previous value get the
 * supplement's current copy, read in the same transaction (a later change is never undone).
 */
async function rewriteStep(store: Store, supplementId: number, field: (typeof STALE_FIELDS)[number], stale: unknown): Promise<number> {
  return store.transaction(async (tx) => {
    const supplement = await tx.get<SupplementDoc>(COLLECTIONS.supplements, String(supplementId));
    if (!supplement || field.of(supplement) === stale) return 0;
    const docs = await tx.query({
      collection: COLLECTIONS.topics,
      where: [
        { field: 'supplement_id', op: '==', value: supplementId },
        { field: field.path, op: '==', value: stale },
      ],
      limit: WRITES_PER_BATCH,
    });
    const ref = supplementRef(supplement);
    for (const doc of docs) tx.update(COLLECTIONS.topics, doc.id, { supplement: ref });
    return docs.length;
  });
}

/**
 * Rewrites the supplement copy on its topics after a rename, a paid flag change or a move, in
 * bounded steps. Readers take the supplement (its name, paid flag, category) from the supplement
 * document, never from the copy. Idempotent: only copies still holding the previous value change.
 */
export const syncSupplementCopiesJob: JobDefinition<{ supplement_id: number; previous: Previous }, { store: Store }> = {
  name: 'syncSupplementCopies',
  payload: z.object({
    supplement_id: z.number().int().positive(),
    previous: z.object({ name: z.string(), is_paid: z.union([z.literal(0), z.literal(1)]), category_id: z.number().int() }),
  }),
  async run(deps, { supplement_id: supplementId, previous }) {
    let rewritten = 0;
    for (const field of STALE_FIELDS) {
      for (;;) {
        const count = await rewriteStep(deps.store, supplementId, field, field.of(previous));
        rewritten += count;
        if (count === 0) break;
      }
    }
    logInfo('supplement_copies_synced', { supplement_id: supplementId, rewritten });
  },
};

/** After a supplement's name, paid flag or category changed: its topics' copies follow in the background. */
export async function scheduleSupplementCopies(jobs: JobQueue, before: Pick<SupplementDoc, 'id' | 'name' | 'is_paid' | 'category_id'>): Promise<void> {
  const previous = { name: before.name, is_paid: before.is_paid, category_id: before.category_id };
  await jobs.enqueue(syncSupplementCopiesJob, { supplement_id: before.id, previous });
}
