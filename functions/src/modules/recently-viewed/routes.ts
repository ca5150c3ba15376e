import { requireCaller } from '../../auth/guards.js';
import { recentViewSchema } from '../../contract/recently-viewed.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import type { Store } from '../../store/port.js';
import { createRecentViewsRepository } from './repository.js';
import { createRecentlyViewedService, type RecentlyViewedService } from './service.js';

/** The caller's own recently viewed supplements. */
export function recentlyViewedRoutes(service: RecentlyViewedService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/recently-viewed',
      access: 'user',
      doc: {
        summary: "The caller's recently viewed supplements, newest first (at most 10; kept per user on the server)",
        tags: ['Favourites'],
        returns: 'The supplements with when they were last opened',
      },
      handler: async ({ res }) => service.list(requireCaller(res)),
    }),
    defineRoute({
      method: 'post',
      path: '/recently-viewed',
      access: 'user',
      body: { schema: recentViewSchema, media: ['json'] },
      doc: {
        summary: "Record that the caller opened a supplement's topics (the newest 20 views are kept)",
        tags: ['Favourites'],
        returns: 'Recorded',
        errors: { 403: "Premium required (`code: 'premium_required'`) for a paid supplement", 404: 'Suplemento não encontrado' },
      },
      handler: async ({ res, body }) => {
        const { supplement_id } = body();
        return service.record(requireCaller(res), supplement_id);
      },
    }),
  ];
}

/** Wires the recently viewed module on the app's dependencies. */
export function recentlyViewedApi(deps: { store: Store; now: () => Date }): RouteDef[] {
  return recentlyViewedRoutes(createRecentlyViewedService({ views: createRecentViewsRepository(deps.store), now: deps.now }));
}
