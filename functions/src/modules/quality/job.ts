import { z } from 'zod';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import { logError, logInfo } from '../../runtime/log.js';
import type { Store } from '../../store/port.js';
import { buildQualityReport } from './report.js';
import { createQualityRepository } from './repository.js';

/** Content writes are gathered into buckets of this length: a burst of edits costs one run, just after its bucket ends. */
export const QUALITY_DEBOUNCE_SECONDS = 60;

/** Reads the catalogue in bounded pages, runs the checks and stores the one report document. */
export async function refreshQualityReport(store: Store, now: Date): Promise<void> {
  const started = Date.now();
  const repository = createQualityRepository(store);
  const { snapshot, complete } = await repository.loadSnapshot();
  const report = buildQualityReport(snapshot, now, complete);
  await repository.writeReport(report);
  logInfo('quality_report_built', { counts: report.counts, truncated: report.truncated, ms: Date.now() - started });
}

/**
 * The background job that computes the content-quality report (`buildQualityReport` task queue).
 * Safe to run twice: each run replaces the report with one computed from what the store holds then.
 */
export const buildQualityReportJob: JobDefinition<Record<string, never>, { store: Store; now?: () => Date }> = {
  name: 'buildQualityReport',
  payload: z.strictObject({}),
  async run(deps) {
    await refreshQualityReport(deps.store, (deps.now ?? (() => new Date()))());
  },
};

/**
 * Asks for a run after a content write: one task per time bucket, run just after the bucket ends
 * (`firstRun`: the catalogue has no report yet, so at once). A failure to enqueue does not undo the
 * write: it is logged, and the next write asks again.
 */
export async function scheduleQualityReport(jobs: JobQueue, nowMs: number = Date.now(), firstRun = false): Promise<void> {
  const bucket = Math.floor(nowMs / 1000 / QUALITY_DEBOUNCE_SECONDS);
  const delaySeconds = firstRun ? 0 : Math.ceil((bucket + 1) * QUALITY_DEBOUNCE_SECONDS - nowMs / 1000) + 1;
  try {
    await jobs.enqueue(buildQualityReportJob, {}, { id: `quality-${firstRun ? 'first-' : ''}${bucket}`, delaySeconds });
  } catch (error) {
    logError('quality_report_schedule_failed', error, { bucket });
  }
}
