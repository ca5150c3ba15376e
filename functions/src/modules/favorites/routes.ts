import { requireCaller } from '../../auth/guards.js';
import { favoriteToggleSchema } from '../../contract/favorites.js';
import { listQuerySchema } from '../../contract/list.js';
import { notFound } from '../../http/errors.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { idParam } from '../../http/route-doc.js';
import type { Store } from '../../store/port.js';
import { createFavoritesRepository } from './repository.js';
import { createFavoritesService, type FavoritesService } from './service.js';

/** A path id: digits only, else the supplement does not exist (404, never a 500). */
function supplementId(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw notFound('Suplemento não encontrado');
  return Number(value);
}

/** Every favourite path works on the caller's own favourites only. */
export function favoritesRoutes(service: FavoritesService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/favorites',
      access: 'user',
      query: listQuerySchema.pick({ page: true }),
      doc: { summary: "The caller's favourite supplements, newest favourite first", tags: ['Favourites'], returns: 'A page of supplements' },
      handler: async ({ res, query }) => {
        const { page } = query();
        return { data: await service.list(requireCaller(res), page) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/favorites/supplement/:id',
      access: 'user',
      params: { id: idParam('supplement') },
      doc: { summary: 'Whether the caller has favourited a supplement', tags: ['Favourites'], returns: 'The state' },
      handler: async ({ req, res }) => ({ favorited: await service.isFavorited(requireCaller(res), supplementId(req.params.id)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/favorites',
      access: 'user',
      body: { schema: favoriteToggleSchema, media: ['json'] },
      doc: {
        summary: 'Toggle a favourite (adding a paid supplement needs premium; removing is always allowed)',
        tags: ['Favourites'],
        returns: 'The state after the toggle',
        errors: { 403: "Premium required (`code: 'premium_required'`) to add a paid supplement", 404: 'Suplemento não encontrado' },
      },
      handler: async ({ res, body }) => {
        const { supplement_id } = body();
        return { favorited: await service.toggle(requireCaller(res), supplement_id) };
      },
    }),
  ];
}

/** Wires the favourites module on the app's dependencies. */
export function favoritesApi(deps: { store: Store; now: () => Date }): RouteDef[] {
  return favoritesRoutes(createFavoritesService({ favorites: createFavoritesRepository(deps.store), now: deps.now }));
}
