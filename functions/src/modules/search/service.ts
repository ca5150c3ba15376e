import type { SearchAnswer } from '../../contract/search-answers.js';
import { SEARCH_INDEX_NOT_READY, type SearchQuery } from '../../contract/search.js';
import { AppError } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { logError, logInfo } from '../../runtime/log.js';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { BUILD_DEBOUNCE_SECONDS, decodeIndex, localIndexPublications, scheduleSearchIndexBuild } from './index-build.js';
import { presentSearch, type Viewer } from './present.js';
import type { SearchIndexPointer, SearchRepository } from './repository.js';
import type { ClinicalSearch } from '../interactions/port.js';

/** How long an instance trusts what it knows before reading the version and the pointer again. */
export const STATE_CHECK_INTERVAL_MS = 5000;

interface SearchDeps {
  repository: SearchRepository;
  jobs: JobQueue;
  /** The 'Interações' group: drugs, classes and conditions with their interactions, read from the store (not the index). */
  clinical?: ClinicalSearch;
  /** Milliseconds clock (tests move it). */
  clock?: () => number;
}

interface LoadedIndex {
  /** The published blob it came from (null: the empty catalogue, nothing published). */
  blob: string | null;
  /** The search version it was built from. */
  version: number;
  index: CatalogueIndex;
}

/**
 * Full-text search over the catalogue, answered from the index the build job published
 * (`meta/search_index` names a private blob). An instance loads that blob on its first search and
 * keeps it; every STATE_CHECK_INTERVAL_MS it reads the pointer again and, when a newer index was
 * published, loads it in the background while the previous one keeps answering. No request reads
 * the catalogue itself. Until a first index exists (a fresh deploy) the answer is 503 with a clear
 * message, and the build is asked for; an empty catalogue (version 0) answers empty groups.
 */
export function createSearchService(deps: SearchDeps) {
  const clock = deps.clock ?? Date.now;
  let current: LoadedIndex | null = null;
  let checking: Promise<void> | null = null;
  let loading: { blob: string; promise: Promise<void> } | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let publicationsSeen = -1;
  let nudgedAt = Number.NEGATIVE_INFINITY;

  /** The index is behind the catalogue: ask for a build (deduplicated per time bucket), at most once per bucket from here. */
  function nudge(): void {
    const now = clock();
    if (now - nudgedAt < BUILD_DEBOUNCE_SECONDS * 1000) return;
    nudgedAt = now;
    void scheduleSearchIndexBuild(deps.jobs);
  }

  function load(pointer: SearchIndexPointer): Promise<void> {
    if (loading?.blob === pointer.blob) return loading.promise;
    const started = clock();
    const promise = (async () => {
      const bytes = await deps.repository.readIndexBlob(pointer.blob);
      if (!bytes) throw new Error(`search index blob ${pointer.blob} is missing`);
      const index = decodeIndex(bytes);
      // Two loads may overlap (a newer pointer seen while an older blob loads): the newer one stays.
      if (current && current.version > pointer.version) return;
      current = { blob: pointer.blob, version: pointer.version, index };
      logInfo('search_index_loaded', { version: pointer.version, blob: pointer.blob, entries: index.size, ms: clock() - started });
    })().finally(() => {
      if (loading?.promise === promise) loading = null;
    });
    loading = { blob: pointer.blob, promise };
    return promise;
  }

  async function check(): Promise<void> {
    const publications = localIndexPublications();
    const { version, pointer } = await deps.repository.readState();
    const waitForLoad = !current || publications !== publicationsSeen;
    checkedAt = clock();
    publicationsSeen = publications;
    if (version > (pointer?.version ?? 0)) nudge();
    if (!pointer) {
      if (version === 0) current ??= { blob: null, version: 0, index: buildCatalogueIndex({ categories: [], supplements: [], topics: [] }) };
      return;
    }
    if (current?.blob === pointer.blob) return;
    const loaded = load(pointer);
    if (waitForLoad) await loaded;
    else {
      loaded.catch((error: unknown) => {
        logError('search_index_load_failed', error, { blob: pointer.blob });
        nudge();
      });
    }
  }

  /** One check at a time; concurrent searches wait for the same one. */
  function refresh(): Promise<void> {
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  }

  async function currentIndex(): Promise<CatalogueIndex> {
    if (current && clock() - checkedAt < STATE_CHECK_INTERVAL_MS && localIndexPublications() === publicationsSeen) return current.index;
    try {
      await refresh();
    } catch (error) {
      // A failed check or load should not take search down while an older index can answer;
      // without one, the caller is asked to try again shortly, and a build is asked for.
      logError('search_index_check_failed', error, { blob: current?.blob ?? null });
      if (!current) nudge();
    }
    if (!current) throw new AppError(503, SEARCH_INDEX_NOT_READY);
    return current.index;
  }

  async function search(query: SearchQuery, viewer: Viewer): Promise<SearchAnswer> {
    const [index, clinical] = await Promise.all([currentIndex(), deps.clinical ? deps.clinical(query.search, query.page, viewer.locale) : { hits: [], total: 0 }]);
    return presentSearch(index.search(query.search, { premium: viewer.premium }), query.page, viewer, clinical.hits, clinical.total);
  }

  return { search };
}
export type SearchService = ReturnType<typeof createSearchService>;
