import { callerOf, isPremium } from '../../http/caller.js';
import { SEARCH_INDEX_NOT_READY, searchQuerySchema } from '../../contract/search.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import type { BlobStore } from '../../blob/port.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { requestLocale } from '../../http/locale.js';
import { createSearchRepository } from './repository.js';
import { createSearchService, type SearchService } from './service.js';
import { clinicalSearchOn } from '../interactions/port.js';

export function searchRoutes(service: SearchService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/search',
      access: 'public',
      query: searchQuerySchema,
      doc: {
        summary: "Full-text search over the catalogue's names and monographs, in five groups",
        description:
          'Public; a bearer token is read when sent (premium callers get the text of paid matches; others find a paid supplement only by its name and its teaser, the first paragraph of its description, shown as free text; a paid topic of a free supplement is named with empty text). ' +
          "The spec's three groups keep their shapes; 'Tópicos' (matches in any other topic's text or in the graded indications) comes after them, then 'Interações' (drugs, classes and conditions by name, synonym or brand, with the severities of their interactions). See docs/decisions/search.md, \"Search groups\" and \"Full-text search of the monographs\", and docs/decisions/interactions-checker.md, \"Interaction checker\".",
        tags: ['Search'],
        returns: "The groups 'Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos' and 'Interações'",
        errors: {
          422: 'Missing, blank or too long `search`',
          503: `No search index has been built yet (a fresh deploy; the build is under way): '${SEARCH_INDEX_NOT_READY}'`,
        },
      },
      handler: async ({ req, res, query }) => {
        const parsed = query();
        const viewer = { locale: requestLocale(req, res), premium: isPremium(callerOf(res)) };
        return service.search(parsed, viewer);
      },
    }),
  ];
}

/** The search routes with their service; the loaded index lives as long as this app instance. */
export function searchApi(deps: { store: Store; blobs: BlobStore; jobs: JobQueue }): RouteDef[] {
  return searchRoutes(createSearchService({ repository: createSearchRepository(deps.store, deps.blobs), jobs: deps.jobs, clinical: clinicalSearchOn(deps.store) }));
}
