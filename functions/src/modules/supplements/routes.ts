import { requireCaller } from '../../auth/guards.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import { supplementIndicationsSchema } from '../../contract/evidence.js';
import { listQuerySchema } from '../../contract/list.js';
import type { CategorySupplementsAnswer, SupplementAnswer, SupplementCreatedAnswer, SupplementIndicationsAnswer, SupplementUpdatedAnswer, UpdatedSupplementsAnswer } from '../../contract/supplements-answers.js';
import { MAX_UPDATED_SUPPLEMENTS, supplementSchema } from '../../contract/supplements.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import { CATEGORY_NOT_FOUND } from '../categories/service.js';
import { actorOf } from '../history/port.js';
import { catalogueLocale, pathId, pathSlug } from '../../http/request.js';
import { createSupplementsService, SUPPLEMENT_NOT_FOUND, type SupplementsService } from './service.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { categoryReader } from '../categories/port.js';
import { createSupplementsRepository } from './repository.js';

export function supplementsRoutes(service: SupplementsService): RouteDef[] {
  return [
    route('get', '/supplements/category/slug/:slug', 'public', async (req, res) => {
      res.json(await service.listByCategorySlug(pathSlug(req.params.slug, CATEGORY_NOT_FOUND), parseInput(listQuerySchema, req.query), catalogueLocale(req, res)) satisfies CategorySupplementsAnswer);
    }),
    route('get', '/supplements/updateds/:count', 'public', async (req, res) => {
      // The path's number is how many to answer (the home page asks for 3).
      const count = pathId(req.params.count, 'Rota não encontrada');
      if (count > MAX_UPDATED_SUPPLEMENTS) throw notFound('Rota não encontrada');
      res.json(await service.recentlyUpdated(count, catalogueLocale(req, res)) satisfies UpdatedSupplementsAnswer);
    }),
    route('get', '/supplements/slug/:slug', 'public', async (req, res) => {
      res.json(await service.getBySlug(pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), catalogueLocale(req, res)) satisfies SupplementAnswer);
    }),
    route('get', '/supplements/:id', 'admin', async (req, res) => {
      res.json(await service.getForAdmin(pathId(req.params.id, SUPPLEMENT_NOT_FOUND)) satisfies SupplementAnswer);
    }),
    route('post', '/supplements', 'admin', async (req, res) => {
      res.json(await service.create(parseInput(supplementSchema, req.body), actorOf(requireCaller(res))) satisfies SupplementCreatedAnswer);
    }),
    route('post', '/supplements/:id', 'admin', async (req, res) => {
      const id = pathId(req.params.id, SUPPLEMENT_NOT_FOUND);
      res.json(await service.update(id, parseInput(supplementSchema, req.body), actorOf(requireCaller(res))) satisfies SupplementUpdatedAnswer);
    }),
    route('post', '/supplements/:id/indications', 'admin', async (req, res) => {
      const id = pathId(req.params.id, SUPPLEMENT_NOT_FOUND);
      res.json(await service.setIndications(id, parseInput(supplementIndicationsSchema, req.body), actorOf(requireCaller(res))) satisfies SupplementIndicationsAnswer);
    }),
    route('delete', '/supplements/:id', 'admin', async (req, res) => {
      res.json(await service.remove(pathId(req.params.id, SUPPLEMENT_NOT_FOUND), actorOf(requireCaller(res))) satisfies MessageAnswer);
    }),
  ];
}

/** Wires the supplements module on the app's dependencies. */
export function supplementsApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const { store, jobs, now } = deps;
  return supplementsRoutes(createSupplementsService({ store, jobs, supplements: createSupplementsRepository(store), categories: categoryReader(store), now }));
}
