import type { BlobStore } from '../blob/port.js';
import type { RouteDef } from '../http/routes.js';
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
export function catalogueApi(deps: { store: Store; blobs: BlobStore; now: () => Date }): RouteDef[] {
  const { store, blobs, now } = deps;
  const categories = createCategoriesRepository(store);
  const supplements = createSupplementsRepository(store);
  const topics = createTopicsRepository(store);
  return [
    ...categoriesRoutes(createCategoriesService({ store, blobs, categories, now })),
    ...supplementsRoutes(createSupplementsService({ store, supplements, categories, now })),
    ...topicsRoutes(createTopicsService({ store, topics, supplements, categories, now }), createTopicEnglishService({ store })),
    ...selectsRoutes(createSelectsService({ categories, supplements })),
  ];
}
