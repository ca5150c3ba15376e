import { requireCaller } from '../../auth/guards.js';
import type { RecentlyViewedAnswer, ViewRecordedAnswer } from '../../contract/recently-viewed-answers.js';
import { recentViewSchema } from '../../contract/recently-viewed.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import type { Store } from '../../store/port.js';
import { createRecentViewsRepository } from './repository.js';
import { createRecentlyViewedService, type RecentlyViewedService } from './service.js';

/** The caller's own recently viewed supplements. */
export function recentlyViewedRoutes(service: RecentlyViewedService): RouteDef[] {
  return [
    route('get', '/recently-viewed', 'user', async (_req, res) => {
      res.json(await service.list(requireCaller(res)) satisfies RecentlyViewedAnswer);
    }),
    route('post', '/recently-viewed', 'user', async (req, res) => {
      const { supplement_id } = parseInput(recentViewSchema, req.body);
      res.json(await service.record(requireCaller(res), supplement_id) satisfies ViewRecordedAnswer);
    }),
  ];
}

/** Wires the recently viewed module on the app's dependencies. */
export function recentlyViewedApi(deps: { store: Store; now: () => Date }): RouteDef[] {
  return recentlyViewedRoutes(createRecentlyViewedService({ views: createRecentViewsRepository(deps.store), now: deps.now }));
}
