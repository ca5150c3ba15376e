import type { QualityReportAnswer } from '../../contract/quality-answers.js';
import type { JobQueue } from '../../jobs/port.js';
import { scheduleQualityReport } from './job.js';
import type { QualityRepository } from './repository.js';

export interface QualityDeps {
  quality: QualityRepository;
  jobs: JobQueue;
  now: () => Date;
}

/** The content-quality report as the dashboard reads it. */
export function createQualityService(deps: QualityDeps) {
  /** The stored report; none yet (a new catalogue) queues the first run and answers null meanwhile. */
  async function report(): Promise<QualityReportAnswer> {
    const stored = await deps.quality.readReport();
    if (!stored) await scheduleQualityReport(deps.jobs, deps.now().getTime(), true);
    return { report: stored };
  }
  return { report };
}
export type QualityService = ReturnType<typeof createQualityService>;
