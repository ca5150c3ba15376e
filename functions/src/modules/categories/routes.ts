import { requireCaller } from '../../auth/guards.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import type { CategoryAdminAnswer, CategoryCreatedAnswer, CategoryListAnswer, CategoryUpdatedAnswer, SubcategoryListAnswer } from '../../contract/categories-answers.js';
import { categoryCreateSchema, categoryUpdateSchema } from '../../contract/categories.js';
import { listQuerySchema } from '../../contract/list.js';
import { uploadedFiles } from '../../http/multipart.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import { actorOf } from '../history/port.js';
import { fileOf } from '../uploads/port.js';
import { catalogueLocale, pathId, pathSlug } from '../../http/request.js';
import { type CategoriesService, CATEGORY_NOT_FOUND, createCategoriesService } from './service.js';
import type { BlobStore } from '../../blob/port.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { createCategoriesRepository } from './repository.js';

export function categoriesRoutes(service: CategoriesService): RouteDef[] {
  return [
    route('get', '/categories', 'public', async (req, res) => {
      res.json(await service.list(parseInput(listQuerySchema, req.query), catalogueLocale(req, res)) satisfies CategoryListAnswer);
    }),
    route('get', '/categories/slug/:slug', 'public', async (req, res) => {
      res.json(await service.listSubcategories(pathSlug(req.params.slug, CATEGORY_NOT_FOUND), parseInput(listQuerySchema, req.query), catalogueLocale(req, res)) satisfies SubcategoryListAnswer);
    }),
    route('get', '/categories/:id', 'admin', async (req, res) => {
      res.json(await service.getForAdmin(pathId(req.params.id, CATEGORY_NOT_FOUND)) satisfies CategoryAdminAnswer);
    }),
    route('post', '/categories', 'admin', async (req, res) => {
      const image = fileOf(uploadedFiles(res));
      const input = parseInput(categoryCreateSchema, { ...req.body, image });
      res.json(await service.create(input, image, actorOf(requireCaller(res))) satisfies CategoryCreatedAnswer);
    }),
    route('post', '/categories/:id', 'admin', async (req, res) => {
      const id = pathId(req.params.id, CATEGORY_NOT_FOUND);
      const image = fileOf(uploadedFiles(res));
      const input = parseInput(categoryUpdateSchema, { ...req.body, image });
      res.json(await service.update(id, input, image, actorOf(requireCaller(res))) satisfies CategoryUpdatedAnswer);
    }),
    route('delete', '/categories/:id', 'admin', async (req, res) => {
      res.json(await service.remove(pathId(req.params.id, CATEGORY_NOT_FOUND), actorOf(requireCaller(res))) satisfies MessageAnswer);
    }),
  ];
}

/** Wires the categories module on the app's dependencies. */
export function categoriesApi(deps: { store: Store; blobs: BlobStore; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const { store, blobs, jobs, now } = deps;
  return categoriesRoutes(createCategoriesService({ store, blobs, jobs, categories: createCategoriesRepository(store), now }));
}
