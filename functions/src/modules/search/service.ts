import type { SearchAnswer, SearchQuery } from '../../contract/search.js';
import { logError, logInfo } from '../../log.js';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { presentSearch, type Viewer } from './present.js';
import { localSearchBumps, type SearchRepository } from './repository.js';

/** How long an instance trusts its index before reading meta/search again. */
export const VERSION_CHECK_INTERVAL_MS = 5000;

interface SearchDeps {
  repository: SearchRepository;
  /** Milliseconds clock (tests move it). */
  clock?: () => number;
}

interface BuiltIndex {
  version: number;
  index: CatalogueIndex;
}

/**
 * Full-text search over the catalogue. The index is built on the first search and kept for the
 * life of the instance with the meta/search version it was built from; a newer version (read at
 * most every VERSION_CHECK_INTERVAL_MS, or at once after a write through this process) rebuilds it.
 */
export function createSearchService(deps: SearchDeps) {
  const clock = deps.clock ?? Date.now;
  let built: BuiltIndex | null = null;
  let pending: Promise<BuiltIndex> | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let bumpsSeen = -1;

  /** `version` is read before the content: a write landing in between only causes one more rebuild. */
  async function build(version: number): Promise<BuiltIndex> {
    const startedAt = clock();
    const snapshot = await deps.repository.loadCatalogue();
    const index = buildCatalogueIndex(snapshot);
    logInfo('search_index_built', { version, entries: index.size, ms: clock() - startedAt });
    return { version, index };
  }

  /** Runs one check-and-maybe-rebuild at a time; concurrent searches wait for the same one. */
  function refresh(): Promise<BuiltIndex> {
    pending ??= (async () => {
      const bumps = localSearchBumps();
      const now = clock();
      const version = await deps.repository.readVersion();
      const next = built?.version === version ? built : await build(version);
      built = next;
      checkedAt = now;
      bumpsSeen = bumps;
      return next;
    })().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function currentIndex(): Promise<CatalogueIndex> {
    if (built && clock() - checkedAt < VERSION_CHECK_INTERVAL_MS && localSearchBumps() === bumpsSeen) return built.index;
    try {
      return (await refresh()).index;
    } catch (error) {
      // A failed check or rebuild should not take search down while an older index can answer.
      if (!built) throw error;
      logError('search_index_refresh_failed', error, { version: built.version });
      return built.index;
    }
  }

  async function search(query: SearchQuery, viewer: Viewer): Promise<SearchAnswer> {
    const index = await currentIndex();
    return presentSearch(index.search(query.search), query.page, viewer);
  }

  return { search };
}
export type SearchService = ReturnType<typeof createSearchService>;
