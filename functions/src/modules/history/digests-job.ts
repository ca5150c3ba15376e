import { z } from 'zod';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import { logError } from '../../runtime/log.js';
import type { Store } from '../../store/port.js';
import { refreshClinicalNames } from '../drugs/port.js';
import { refreshMonographChanges } from './monograph-changes.js';
import { createHistoryRepository } from './repository.js';

export interface DigestRefresh {
  /** Supplements whose topics changed: their 'O que mudou' (`monograph_changes/{id}`). */
  supplement_ids: number[];
  /** A drug, class or condition changed: `meta/clinical_names`. */
  clinical_names: boolean;
}

/**
 * The content write's follow-up (issue 40 item 5): rebuilds the digests readers read whole, once per
 * change, so that no reader writes them (many readers after an edit used to rebuild and write each).
 * Safe to run twice: a digest already current is left as it is.
 */
export const refreshDigestsJob: JobDefinition<DigestRefresh, { store: Store; now?: () => Date }> = {
  name: 'refreshDigests',
  payload: z.strictObject({ supplement_ids: z.array(z.number().int().positive()).max(10), clinical_names: z.boolean() }),
  async run(deps, payload) {
    const now = deps.now ?? (() => new Date());
    const history = createHistoryRepository(deps.store);
    for (const supplementId of payload.supplement_ids) await refreshMonographChanges({ history, now }, supplementId);
    if (payload.clinical_names) await refreshClinicalNames(deps.store, now);
  },
};

/**
 * Asks for the digests' rebuild after a write (`id`: once per event, such as a supplement's newest
 * version, when readers may ask many times). A failure to enqueue does not undo the write: it is
 * logged, and readers answer from the store meanwhile.
 */
export async function scheduleDigestRefresh(jobs: JobQueue, refresh: DigestRefresh, id?: string): Promise<void> {
  if (refresh.supplement_ids.length === 0 && !refresh.clinical_names) return;
  try {
    await jobs.enqueue(refreshDigestsJob, refresh, id === undefined ? {} : { id });
  } catch (error) {
    logError('digest_refresh_schedule_failed', error, { ...refresh });
  }
}

/** The id of a reader's ask for a supplement's digest: one task per newest version, however many readers. */
export const changesRefreshId = (supplementId: number, newestVersionId: string | null) => `changes-${supplementId}-${(newestVersionId ?? 'none').replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 500);
