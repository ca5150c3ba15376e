import { requireCaller } from '../../auth/guards.js';
import type { FavoritedAnswer, FavoritesAnswer } from '../../contract/favorites-answers.js';
import { favoriteToggleSchema } from '../../contract/favorites.js';
import { listQuerySchema } from '../../contract/list.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
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
    route('get', '/favorites', 'user', async (req, res) => {
      const { page } = parseInput(listQuerySchema, req.query);
      res.json({ data: await service.list(requireCaller(res), page) } satisfies FavoritesAnswer);
    }),
    route('get', '/favorites/supplement/:id', 'user', async (req, res) => {
      res.json({ favorited: await service.isFavorited(requireCaller(res), supplementId(req.params.id)) } satisfies FavoritedAnswer);
    }),
    route('post', '/favorites', 'user', async (req, res) => {
      const { supplement_id } = parseInput(favoriteToggleSchema, req.body);
      res.json({ favorited: await service.toggle(requireCaller(res), supplement_id) } satisfies FavoritedAnswer);
    }),
  ];
}

/** Wires the favourites module on the app's dependencies. */
export function favoritesApi(deps: { store: Store; now: () => Date }): RouteDef[] {
  return favoritesRoutes(createFavoritesService({ favorites: createFavoritesRepository(deps.store), now: deps.now }));
}
