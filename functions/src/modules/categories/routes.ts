import { requireCaller } from '../../auth/guards.js';
import { categoryCreateSchema, categoryUpdateSchema } from '../../contract/categories.js';
import { listQuerySchema } from '../../contract/list.js';
import { uploadedFiles } from '../../http/multipart.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { EDIT_CONFLICT, idParam, slugParam } from '../../http/route-doc.js';
import { actorOf } from '../history/port.js';
import { fileOf } from '../uploads/port.js';
import { catalogueLocale, pathId, pathSlug } from '../../http/request.js';
import { type CategoriesService, CATEGORY_NOT_FOUND, createCategoriesService } from './service.js';
import type { BlobStore } from '../../blob/port.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { createCategoriesRepository } from './repository.js';

const CATEGORY_CONFLICT = 'The category still holds subcategories or supplements, or would hold both kinds';

export function categoriesRoutes(service: CategoriesService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/categories',
      access: 'public',
      query: listQuerySchema,
      doc: { summary: 'Top-level categories, by order then name', tags: ['Categories'], returns: "A page of category cards, names in the caller's locale" },
      handler: async ({ req, res, query }) => service.list(query(), catalogueLocale(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/categories/slug/:slug',
      access: 'public',
      params: { slug: slugParam('category') },
      query: listQuerySchema,
      doc: { summary: 'A category and a page of its subcategories', tags: ['Categories'], returns: 'The category header and its subcategories' },
      handler: async ({ req, res, query }) => service.listSubcategories(pathSlug(req.params.slug, CATEGORY_NOT_FOUND), query(), catalogueLocale(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/categories/:id',
      access: 'admin',
      params: { id: idParam('category') },
      doc: { summary: 'A category for the dashboard form', tags: ['Categories'], returns: 'The category with its Portuguese source texts' },
      handler: async ({ req }) => service.getForAdmin(pathId(req.params.id, CATEGORY_NOT_FOUND)),
    }),
    defineRoute({
      method: 'post',
      path: '/categories',
      access: 'admin',
      body: { schema: categoryCreateSchema, media: ['multipart'], files: ['image'] },
      doc: {
        summary: 'Create a category (or a subcategory with `parent_category`)',
        tags: ['Categories'],
        returns: 'The created category',
        errors: { 409: 'The parent category already holds supplements' },
      },
      handler: async ({ res, body }) => {
        const image = fileOf(uploadedFiles(res));
        const input = body({ image });
        return service.create(input, image, actorOf(requireCaller(res)));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/categories/:id',
      access: 'admin',
      params: { id: idParam('category') },
      body: { schema: categoryUpdateSchema, media: ['multipart'], files: ['image'] },
      doc: {
        summary: 'Update a category; the image is kept when none is sent, `parent_category` moves it',
        tags: ['Categories'],
        returns: 'The updated category',
        errors: { 409: `${CATEGORY_CONFLICT}. ${EDIT_CONFLICT}` },
      },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, CATEGORY_NOT_FOUND);
        const image = fileOf(uploadedFiles(res));
        const input = body({ image });
        return service.update(id, input, image, actorOf(requireCaller(res)));
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/categories/:id',
      access: 'admin',
      params: { id: idParam('category') },
      doc: { summary: 'Delete an empty category', tags: ['Categories'], returns: 'Deleted', errors: { 409: CATEGORY_CONFLICT } },
      handler: async ({ req, res }) => service.remove(pathId(req.params.id, CATEGORY_NOT_FOUND), actorOf(requireCaller(res))),
    }),
  ];
}

/** Wires the categories module on the app's dependencies. */
export function categoriesApi(deps: { store: Store; blobs: BlobStore; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const { store, blobs, jobs, now } = deps;
  return categoriesRoutes(createCategoriesService({ store, blobs, jobs, categories: createCategoriesRepository(store), now }));
}
