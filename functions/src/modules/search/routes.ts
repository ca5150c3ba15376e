import { callerOf, isPremium } from '../../http/caller.js';
import type { SearchAnswer } from '../../contract/search-answers.js';
import { searchQuerySchema } from '../../contract/search.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import type { BlobStore } from '../../blob/port.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { requestLocale } from '../../http/locale.js';
import { createSearchRepository } from './repository.js';
import { createSearchService, type SearchService } from './service.js';

export function searchRoutes(service: SearchService): RouteDef[] {
  return [
    route('get', '/search', 'public', async (req, res) => {
      const query = parseInput(searchQuerySchema, req.query);
      const viewer = { locale: requestLocale(req, res), premium: isPremium(callerOf(res)) };
      res.json(await service.search(query, viewer) satisfies SearchAnswer);
    }),
  ];
}

/** The search routes with their service; the loaded index lives as long as this app instance. */
export function searchApi(deps: { store: Store; blobs: BlobStore; jobs: JobQueue }): RouteDef[] {
  return searchRoutes(createSearchService({ repository: createSearchRepository(deps.store, deps.blobs), jobs: deps.jobs }));
}
