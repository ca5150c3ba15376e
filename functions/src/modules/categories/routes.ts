import { requireCaller } from '../../auth/guards.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import type { CategoryAdminAnswer, CategoryCreatedAnswer, CategoryListAnswer, CategoryUpdatedAnswer, SubcategoryListAnswer } from '../../contract/categories-answers.js';
import { categoryCreateSchema, categoryUpdateSchema } from '../../contract/categories.js';
import { listQuerySchema } from '../../contract/list.js';
import { uploadedFiles } from '../../http/multipart.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import { actorOf } from '../history/record.js';
import { fileOf } from '../uploads/images.js';
import { catalogueLocale, pathId, pathSlug } from './request.js';
import { CATEGORY_NOT_FOUND, type CategoriesService } from './service.js';

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
