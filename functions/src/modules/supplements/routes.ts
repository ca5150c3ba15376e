import { requireCaller } from '../../auth/guards.js';
import { z } from '../../contract/zod.js';
import { supplementIndicationsSchema } from '../../contract/evidence.js';
import { categorySupplementsQuerySchema, INVALID_SORT, MAX_UPDATED_SUPPLEMENTS, supplementSchema, supplementUpdateSchema } from '../../contract/supplements.js';
import { notFound } from '../../http/errors.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { EDIT_CONFLICT, idParam, slugParam } from '../../http/route-doc.js';
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
    defineRoute({
      method: 'get',
      path: '/supplements/category/slug/:slug',
      access: 'public',
      params: { slug: slugParam('category') },
      query: categorySupplementsQuerySchema,
      doc: {
        summary: "A category's supplements, by order then name (or A to Z with `sort=name`, by review with `sort=reviewed`; `review=due`: only those due for review)",
        tags: ['Supplements'],
        returns: 'The category header and a page of supplement cards',
        errors: { 422: INVALID_SORT },
      },
      handler: async ({ req, res, query }) => service.listByCategorySlug(pathSlug(req.params.slug, CATEGORY_NOT_FOUND), query(), catalogueLocale(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/supplements/updateds/:count',
      access: 'public',
      params: {
        count: { description: `How many (1 to ${MAX_UPDATED_SUPPLEMENTS}; anything else is a 404)`, schema: z.number().int().min(1).max(MAX_UPDATED_SUPPLEMENTS) },
      },
      doc: {
        summary: 'The most recently updated supplements',
        tags: ['Supplements'],
        returns: 'Supplement cards, most recently updated first',
        errors: { 404: `A count that is not an integer from 1 to ${MAX_UPDATED_SUPPLEMENTS}` },
      },
      handler: async ({ req, res }) => {
        // The path's number is how many to answer (the home page asks for 3).
        const count = pathId(req.params.count, 'Rota não encontrada');
        if (count > MAX_UPDATED_SUPPLEMENTS) throw notFound('Rota não encontrada');
        return service.recentlyUpdated(count, catalogueLocale(req, res));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/supplements/slug/:slug',
      access: 'public',
      params: { slug: slugParam('supplement') },
      doc: { summary: 'A supplement', tags: ['Supplements'], returns: "The supplement card, names in the caller's locale" },
      handler: async ({ req, res }) => service.getBySlug(pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), catalogueLocale(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/supplements/:id',
      access: 'admin',
      params: { id: idParam('supplement') },
      doc: { summary: 'A supplement for the dashboard form', tags: ['Supplements'], returns: 'The supplement with its Portuguese source texts' },
      handler: async ({ req }) => service.getForAdmin(pathId(req.params.id, SUPPLEMENT_NOT_FOUND)),
    }),
    defineRoute({
      method: 'post',
      path: '/supplements',
      access: 'admin',
      body: { schema: supplementSchema, media: ['form', 'json', 'multipart'] },
      doc: { summary: 'Create a supplement in a category that holds supplements', tags: ['Supplements'], returns: 'The created supplement' },
      handler: async ({ res, body }) => service.create(body(), actorOf(requireCaller(res))),
    }),
    defineRoute({
      method: 'post',
      path: '/supplements/:id',
      access: 'admin',
      params: { id: idParam('supplement') },
      body: { schema: supplementUpdateSchema, media: ['form', 'json', 'multipart'] },
      doc: { summary: 'Update a supplement (a different `category_id` moves it)', tags: ['Supplements'], returns: 'The updated supplement', errors: { 409: EDIT_CONFLICT } },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, SUPPLEMENT_NOT_FOUND);
        return service.update(id, body(), actorOf(requireCaller(res)));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/supplements/:id/indications',
      access: 'admin',
      params: { id: idParam('supplement') },
      body: { schema: supplementIndicationsSchema, media: ['json'] },
      doc: { summary: "Replace a supplement's indications and their evidence grades", tags: ['Supplements'], returns: 'The saved indications' },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, SUPPLEMENT_NOT_FOUND);
        return service.setIndications(id, body(), actorOf(requireCaller(res)));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/supplements/:id/review',
      access: 'admin',
      params: { id: idParam('supplement') },
      doc: { summary: "Mark a whole monograph reviewed by the signed-in admin, now ('Marcar como revisado'; saving the supplement does not)", tags: ['Supplements'], returns: 'The supplement with its review' },
      handler: async ({ req, res }) => service.review(pathId(req.params.id, SUPPLEMENT_NOT_FOUND), actorOf(requireCaller(res))),
    }),
    defineRoute({
      method: 'delete',
      path: '/supplements/:id',
      access: 'admin',
      params: { id: idParam('supplement') },
      doc: { summary: 'Delete a supplement with its topics and the favourites that point at it', tags: ['Supplements'], returns: 'Deleted' },
      handler: async ({ req, res }) => service.remove(pathId(req.params.id, SUPPLEMENT_NOT_FOUND), actorOf(requireCaller(res))),
    }),
  ];
}

/** Wires the supplements module on the app's dependencies. */
export function supplementsApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const { store, jobs, now } = deps;
  return supplementsRoutes(createSupplementsService({ store, jobs, supplements: createSupplementsRepository(store), categories: categoryReader(store), now }));
}
