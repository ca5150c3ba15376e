import { z } from 'zod';
import { COLLECTIONS, type CategoryDoc, type CategoryRef } from '../../domain/docs.js';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import { logInfo } from '../../runtime/log.js';
import { WRITES_PER_BATCH } from '../../store/batches.js';
import type { Filter, Store } from '../../store/port.js';
import { categoryRef } from './repository.js';

/** The fields of the category copy that can go stale (slugs never change). */
const COPIED = ['name', 'image'] as const;
type Previous = Pick<CategoryRef, (typeof COPIED)[number]>;

/** Where copies of a category live: on its supplements, and on their topics (inside `supplement`). */
const HOLDERS = [
  { collection: COLLECTIONS.supplements, owner: { field: 'category_id' }, copy: 'category' },
  { collection: COLLECTIONS.topics, owner: { field: 'supplement.category.id' }, copy: 'supplement.category' },
] as const;

/**
 * One step: up to WRITES_PER_BATCH copies still holding the old value get the category's current
 * copy, read in the same transaction (a later rename or a move meanwhile is never undone). Answers
 * how many it rewrote; a rewritten copy no longer matches, so the next step finds the rest.
 */
async function rewriteStep(store: Store, categoryId: number, holder: (typeof HOLDERS)[number], field: (typeof COPIED)[number], stale: string): Promise<number> {
  return store.transaction(async (tx) => {
    const category = await tx.get<CategoryDoc>(COLLECTIONS.categories, String(categoryId));
    if (!category || category[field] === stale) return 0;
    const where: Filter[] = [
      { field: holder.owner.field, op: '==', value: categoryId },
      { field: `${holder.copy}.${field}`, op: '==', value: stale },
    ];
    const docs = await tx.query({ collection: holder.collection, where, limit: WRITES_PER_BATCH });
    const ref = categoryRef(category);
    for (const doc of docs) tx.update(holder.collection, doc.id, { [holder.copy]: ref });
    return docs.length;
  });
}

/**
 * Rewrites the denormalised category copies (`supplement.category`, `topic.supplement.category`)
 * after a rename or a new image, in bounded steps. Readers answer category names and images from the
 * category document meanwhile, so nobody sees the old name. Idempotent: it only touches copies that
 * still hold the previous value, so a rerun after a crash finishes the rest and rewrites nothing twice.
 */
export const syncCategoryCopiesJob: JobDefinition<{ category_id: number; previous: Previous }, { store: Store }> = {
  name: 'syncCategoryCopies',
  payload: z.object({ category_id: z.number().int().positive(), previous: z.object({ name: z.string(), image: z.string() }) }),
  async run(deps, { category_id: categoryId, previous }) {
    let rewritten = 0;
    for (const holder of HOLDERS) {
      for (const field of COPIED) {
        for (;;) {
          const count = await rewriteStep(deps.store, categoryId, holder, field, previous[field]);
          rewritten += count;
          if (count === 0) break;
        }
      }
    }
    logInfo('category_copies_synced', { category_id: categoryId, rewritten });
  },
};

/** After a category's name or image changed: its copies follow in the background. */
export async function scheduleCategoryCopies(jobs: JobQueue, category: CategoryRef): Promise<void> {
  await jobs.enqueue(syncCategoryCopiesJob, { category_id: category.id, previous: { name: category.name, image: category.image } });
}
