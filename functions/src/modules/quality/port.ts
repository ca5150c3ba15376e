/** What the quality module offers the other modules: asking for the report after a content write. */
export { scheduleQualityReport } from './job.js';
