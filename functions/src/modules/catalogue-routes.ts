import type { BlobStore } from '../blob/port.js';
import type { RouteDef } from '../http/routes.js';
import type { JobQueue } from '../jobs/port.js';
import type { Store } from '../store/port.js';
import { createCategoriesRepository } from './categories/repository.js';
import { categoriesRoutes } from './categories/routes.js';
import { createCategoriesService } from './categories/service.js';
import { selectsRoutes } from './selects/routes.js';
import { createSelectsService } from './selects/service.js';
import { createSupplementsRepository } from './supplements/repository.js';
import { supplementsRoutes } from './supplements/routes.js';
import { createSupplementsService } from './supplements/service.js';
import { createTopicsRepository } from './topics/repository.js';
import { createTopicEnglishService } from './topics/english.js';
import { topicsRoutes } from './topics/routes.js';
import { createTopicsService } from './topics/service.js';

/** The catalogue API: categories, supplements, their topics and the dashboard's selects. */
export function catalogueApi(deps: { store: Store; blobs: BlobStore; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const { store, blobs, jobs, now } = deps;
  const categories = createCategoriesRepository(store);
  const supplements = createSupplementsRepository(store);
  const topics = createTopicsRepository(store);
  return [
    ...categoriesRoutes(createCategoriesService({ store, blobs, jobs, categories, now })),
    ...supplementsRoutes(createSupplementsService({ store, jobs, supplements, categories, now })),
    ...topicsRoutes(createTopicsService({ store, jobs, topics, supplements, categories, now }), createTopicEnglishService({ store, jobs, now })),
    ...selectsRoutes(createSelectsService({ categories, supplements, topics })),
  ];
}
