import type { Store } from '../../store/port.js';
import { z } from 'zod';
import { COLLECTIONS } from '../../domain/docs.js';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import { logError } from '../../runtime/log.js';
import { scheduleQualityReport } from '../quality/port.js';
import { scheduleSearchIndexBuild } from '../search/port.js';
import type { TrashRecord } from './record.js';
import { moveBack } from './trash-move-back.js';
import { moveOut, STEPS_PER_TASK, type MoveOutcome } from './trash-steps.js';

/**
 * Finishes a deletion or a restore of a supplement with its topics and favourites (modules/history,
 * docs/decisions/editing-history-trash.md "Bounded deletes, restores and renames"). Safe to run twice or after a crash:
 * progress is what has already moved, recorded in the store step by step.
 */
export const moveTrashJob: JobDefinition<{ trash_id: string }, { store: Store; jobs: JobQueue }> = {
  name: 'moveTrash',
  payload: z.object({ trash_id: z.string().regex(/^[a-z0-9]{1,80}$/) }),
  async run(deps, { trash_id: trashId }) {
    const budget = { steps: STEPS_PER_TASK };
    let outcome: MoveOutcome = 'done';
    // A refused restore turns the entry back to 'moving_out': the same run puts everything back in the trash.
    for (let turn = 0; turn < 3; turn += 1) {
      const entry = await deps.store.get<TrashRecord>(COLLECTIONS.trash, trashId);
      if (entry?.state === 'moving_out') outcome = await moveOut(deps.store, trashId, budget);
      else if (entry?.state === 'moving_back') outcome = await moveBack(deps.store, trashId, budget);
      else break;
      if (outcome !== 'refused') break;
    }
    if (outcome === 'paused') await deps.jobs.enqueue(moveTrashJob, { trash_id: trashId });
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleQualityReport(deps.jobs);
  },
};

/**
 * Queues the move of a deletion or restore whose own transaction has committed. The request must not
 * answer 500 for work it did: a queue that refuses is logged, and the nightly purge queues every entry
 * still moving (history/service.ts purgeExpired), so the move finishes anyway.
 */
export async function scheduleTrashMove(jobs: JobQueue, trashId: string): Promise<void> {
  try {
    await jobs.enqueue(moveTrashJob, { trash_id: trashId });
  } catch (error) {
    logError('trash_move_schedule_failed', error, { trash_id: trashId });
  }
}
