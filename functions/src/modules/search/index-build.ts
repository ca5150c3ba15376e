import type { BlobStore } from '../../blob/port.js';
import type { Store } from '../../store/port.js';
import { crashPoint } from '../../faults/crash-points.js';
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import { logError, logInfo } from '../../runtime/log.js';
import { buildCatalogueIndex, loadCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { createSearchRepository, type SearchRepository } from './repository.js';

/**
 * Catalogue writes are gathered into time buckets of this length: every write of a bucket enqueues
 * the same task id, scheduled just after the bucket ends, so a burst of edits costs one build.
 */
export const BUILD_DEBOUNCE_SECONDS = 30;

/**
 * Publications made by this process since it started. A search service in the same process (the
 * API tests, where jobs run in process) re-reads the pointer at once when this moves; other
 * instances see a new index at their next periodic check.
 */
let localPublications = 0;
export const localIndexPublications = (): number => localPublications;

/** The serialised index as stored: gzip of `CatalogueIndex.serialise()`. */
export const encodeIndex = (index: CatalogueIndex): Buffer => gzipSync(index.serialise());
export const decodeIndex = (bytes: Buffer): CatalogueIndex => loadCatalogueIndex(gunzipSync(bytes));

export type PublishOutcome = { published: true; version: number; blob: string; entries: number; bytes: number } | { published: false; version: number };

/**
 * Builds the index from the whole catalogue and publishes it (blob, then pointer), unless the
 * published one is already at the current search version (and its blob is there). Safe to run twice or concurrently: the
 * version is read before the content (a write landing in between makes the next build needed, never
 * a lost write), and the pointer only moves forward. The blob two builds back is deleted: instances
 * may still be loading the one just replaced.
 */
export async function publishSearchIndex(repository: SearchRepository, clock: () => Date = () => new Date()): Promise<PublishOutcome> {
  const { version, pointer } = await repository.readState();
  const missingBlob = pointer && pointer.version >= version && !(await repository.indexBlobExists(pointer.blob)) ? pointer.blob : undefined;
  if (pointer && pointer.version >= version && !missingBlob) return { published: false, version: pointer.version };
  const started = Date.now();
  const index = buildCatalogueIndex(await repository.loadCatalogue());
  const bytes = encodeIndex(index);
  const blob = `index-v${version}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.json.gz`;
  await repository.writeIndexBlob(blob, bytes);
  crashPoint('search-index:after-upload');
  const outcome = await repository.publishPointer({ version, blob, entries: index.size, bytes: bytes.length, built_at: clock().toISOString() }, missingBlob);
  if (!outcome.published) {
    // A build of this version or a newer one won; its blob may have the same name as ours.
    if (outcome.other?.blob !== blob) await repository.deleteIndexBlob(blob);
    return { published: false, version };
  }
  localPublications += 1;
  const stale = outcome.other?.previous_blob;
  if (stale && stale !== blob && stale !== outcome.other?.blob) await repository.deleteIndexBlob(stale);
  logInfo('search_index_published', { version, blob, entries: index.size, bytes: bytes.length, ms: Date.now() - started });
  return { published: true, version, blob, entries: index.size, bytes: bytes.length };
}

/** The background job that builds and publishes the search index (`buildSearchIndex` task queue). */
export const buildSearchIndexJob: JobDefinition<Record<string, never>, { store: Store; blobs: BlobStore; now?: () => Date }> = {
  name: 'buildSearchIndex',
  payload: z.strictObject({}),
  async run(deps) {
    await publishSearchIndex(createSearchRepository(deps.store, deps.blobs), deps.now);
  },
};

/**
 * Asks for a build after a catalogue write: one task per time bucket, run just after the bucket
 * ends. A failure to enqueue does not undo the write: it is logged, and searching instances ask
 * again when they find the index behind the version (see the search service).
 */
export async function scheduleSearchIndexBuild(jobs: JobQueue, nowMs: number = Date.now()): Promise<void> {
  const bucket = Math.floor(nowMs / 1000 / BUILD_DEBOUNCE_SECONDS);
  const delaySeconds = Math.ceil((bucket + 1) * BUILD_DEBOUNCE_SECONDS - nowMs / 1000) + 1;
  try {
    await jobs.enqueue(buildSearchIndexJob, {}, { id: `search-index-${bucket}`, delaySeconds });
  } catch (error) {
    logError('search_index_schedule_failed', error, { bucket });
  }
}
