import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blob/local.js';
import { COLLECTIONS, type CategoryDoc, type SupplementDoc } from '../../domain/docs.js';
import type { Store } from '../../store/port.js';
import { createSqliteStore } from '../../store/sqlite.js';
import type { JobQueue } from '../../jobs/port.js';
import { BUILD_DEBOUNCE_SECONDS, decodeIndex, publishSearchIndex, scheduleSearchIndexBuild } from './index-build.js';
import { bumpSearchVersionInStore, createSearchRepository, type SearchRepository } from './repository.js';

process.env.LOG_SILENT = '1';

const STAMP = '2026-01-01T00:00:00.000Z';
const minerais: CategoryDoc = {
  id: 1, name: 'Minerais', slug: 'minerais', image: 'minerais.png', has_subcategory: 0, order: 1, parent_id: null, supplements_count: 0,
  is_formulas: false, keywords: [], created_at: STAMP, updated_at: STAMP,
};
const supplement = (id: number, name: string): SupplementDoc => ({
  id, name, slug: name.toLowerCase(), is_paid: 0, order: id, category_id: 1,
  category: { id: 1, slug: 'minerais', name: 'Minerais', image: 'minerais.png' }, keywords: [], created_at: STAMP, updated_at: STAMP,
});

let dir: string;
let store: Store;
let repository: SearchRepository;

async function addSupplement(id: number, name: string): Promise<void> {
  await store.set(COLLECTIONS.supplements, String(id), supplement(id, name));
  await bumpSearchVersionInStore(store);
}

const storedIndexes = async () => (await readdir(path.join(dir, 'private', 'search-index')).catch(() => [])).sort();
const publishedNames = async (query: string) => {
  const { pointer } = await repository.readState();
  const bytes = await repository.readIndexBlob(pointer!.blob);
  return decodeIndex(bytes!).search(query).supplements.all().map((match) => match.entry.supplement.name.pt);
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
  store = await createSqliteStore({ path: path.join(dir, 'test.sqlite') });
  repository = createSearchRepository(store, createLocalBlobStore(dir));
  await store.set(COLLECTIONS.categories, '1', minerais);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('publishSearchIndex (the build job)', () => {
  it('publishes a private blob and a pointer for the current version, and builds nothing while that stays current', async () => {
    await addSupplement(1, 'Magnésio');
    const first = await publishSearchIndex(repository);
    expect(first).toMatchObject({ published: true, version: 1, entries: 1 });
    expect(await storedIndexes()).toEqual([first.published && first.blob]);
    expect(await readdir(path.join(dir))).not.toContain('uploads');
    expect(await publishedNames('magnesio')).toEqual(['Magnésio']);

    expect(await publishSearchIndex(repository)).toEqual({ published: false, version: 1 });
    expect(await storedIndexes()).toHaveLength(1);
  });

  it('keeps the blob it replaced (instances may be loading it) and deletes the one before', async () => {
    const blobs: string[] = [];
    for (const [id, name] of [[1, 'Magnésio'], [2, 'Zinco'], [3, 'Selênio']] as const) {
      await addSupplement(id, name);
      const outcome = await publishSearchIndex(repository);
      if (!outcome.published) throw new Error('expected a build');
      blobs.push(outcome.blob);
    }
    expect(await storedIndexes()).toEqual(blobs.slice(1).sort());
    expect(await publishedNames('selenio')).toEqual(['Selênio']);
    expect((await repository.readState()).pointer).toMatchObject({ version: 3, blob: blobs[2], previous_blob: blobs[1] });
  });

  it('never moves the pointer back: an older build finishing last loses and removes its blob', async () => {
    await addSupplement(1, 'Magnésio');
    const stateAtStart = await repository.readState();
    await addSupplement(2, 'Zinco');
    await publishSearchIndex(repository);
    // A build that read version 1 publishes after the build of version 2.
    const lost = await repository.publishPointer({ version: stateAtStart.version, blob: 'old.json.gz', entries: 1, bytes: 1, built_at: STAMP });
    expect(lost.published).toBe(false);
    expect((await repository.readState()).pointer?.version).toBe(2);
  });

  it('two builds of the same version at once leave the published blob in place', async () => {
    await addSupplement(1, 'Magnésio');
    const outcomes = await Promise.all([publishSearchIndex(repository), publishSearchIndex(repository)]);
    expect(outcomes.filter((outcome) => outcome.published)).toHaveLength(1);
    const { pointer } = await repository.readState();
    expect(await repository.indexBlobExists(pointer!.blob)).toBe(true);
    expect(await publishedNames('magnesio')).toEqual(['Magnésio']);
  });

  it('builds again when the published blob has gone missing', async () => {
    await addSupplement(1, 'Magnésio');
    const first = await publishSearchIndex(repository);
    if (!first.published) throw new Error('expected a build');
    await repository.deleteIndexBlob(first.blob);
    expect(await publishSearchIndex(repository)).toMatchObject({ published: true, version: 1 });
    expect(await publishedNames('magnesio')).toEqual(['Magnésio']);
  });
});

describe('scheduleSearchIndexBuild (after a catalogue write)', () => {
  function recordingQueue() {
    const calls: { job: string; id?: string; delaySeconds?: number }[] = [];
    const jobs: JobQueue = {
      async enqueue(job, _payload, options = {}) {
        calls.push({ job: job.name, ...options });
      },
    };
    return { jobs, calls };
  }

  it('asks for one build per 30-second bucket, run just after the bucket ends', async () => {
    const { jobs, calls } = recordingQueue();
    const bucketStart = 1_800_000_000_000; // a multiple of 30 s
    await scheduleSearchIndexBuild(jobs, bucketStart + 1_000);
    await scheduleSearchIndexBuild(jobs, bucketStart + 29_500);
    await scheduleSearchIndexBuild(jobs, bucketStart + 30_000);
    const bucket = bucketStart / 1000 / BUILD_DEBOUNCE_SECONDS;
    expect(calls).toEqual([
      { job: 'buildSearchIndex', id: `search-index-${bucket}`, delaySeconds: 30 },
      { job: 'buildSearchIndex', id: `search-index-${bucket}`, delaySeconds: 2 },
      { job: 'buildSearchIndex', id: `search-index-${bucket + 1}`, delaySeconds: 31 },
    ]);
  });

  it('does not fail the write when the queue refuses', async () => {
    const jobs: JobQueue = { enqueue: () => Promise.reject(new Error('Cloud Tasks unavailable')) };
    await expect(scheduleSearchIndexBuild(jobs)).resolves.toBeUndefined();
  });
});
