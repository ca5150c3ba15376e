/** What the notifications module offers the other modules: the inbox notice of a favourite monograph's revision. */
export { scheduleRevisionNotice } from './revision-notice.js';
