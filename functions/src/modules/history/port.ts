/**
 * What the history module offers the other modules: the steps every content write records (version,
 * audit entry, trash) and the jobs that prune versions and move deletions to the
 * trash. Everything else in the module is its own.
 */
export { actorOf, appendAudit, CONTENT_COLLECTIONS, moveToTrash, nextRevision, recordAudit, recordContentChange, SYSTEM_ACTOR, withoutRemovedPaths, type TrashState } from './record.js';
export { scheduleVersionPrune } from './prune-job.js';
export { scheduleTrashMove } from './trash-move.js';
export { scheduleDigestRefresh } from './digests-job.js';
