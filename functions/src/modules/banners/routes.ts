import { requireCaller } from '../../auth/guards.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import type { BannerAnswer, BannerCreatedAnswer, BannerListAnswer, BannerUpdatedAnswer, WebBannersAnswer } from '../../contract/banners-answers.js';
import { bannerCreateSchema, bannerUpdateSchema } from '../../contract/banners.js';
import { listQuerySchema } from '../../contract/list.js';
import { notFound } from '../../http/errors.js';
import { uploadedFiles } from '../../http/multipart.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import { fileOf } from '../uploads/port.js';
import type { BlobStore } from '../../blob/port.js';
import type { Store } from '../../store/port.js';
import { createBannersRepository } from './repository.js';
import { createBannersService, type BannersService } from './service.js';
import { actorOf } from '../history/port.js';

/** A path id: digits only, else the banner does not exist (404, never a 500). */
function bannerId(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw notFound('Banner não encontrado');
  return Number(value);
}

export function bannersRoutes(service: BannersService): RouteDef[] {
  return [
    // Before /banners/:id, which would otherwise take "web" as an id.
    route('get', '/banners/web', 'user', async (_req, res) => {
      res.json({ items: await service.forWeb(requireCaller(res).user) } satisfies WebBannersAnswer);
    }),
    route('get', '/banners', 'admin', async (req, res) => {
      res.json({ items: await service.list(parseInput(listQuerySchema, req.query)) } satisfies BannerListAnswer);
    }),
    route('get', '/banners/:id', 'admin', async (req, res) => {
      res.json({ item: await service.get(bannerId(req.params.id)) } satisfies BannerAnswer);
    }),
    route('post', '/banners', 'admin', async (req, res) => {
      const image = fileOf(uploadedFiles(res));
      const input = parseInput(bannerCreateSchema, { ...req.body, image });
      res.json({ message: 'Novo banner foi criado', item: await service.create(input, image, actorOf(requireCaller(res))) } satisfies BannerCreatedAnswer);
    }),
    route('post', '/banners/:id', 'admin', async (req, res) => {
      const id = bannerId(req.params.id);
      const image = fileOf(uploadedFiles(res));
      const input = parseInput(bannerUpdateSchema, { ...req.body, image });
      res.json({ message: 'Banner foi atualizado!', item: await service.update(id, input, image, actorOf(requireCaller(res))) } satisfies BannerUpdatedAnswer);
    }),
    route('delete', '/banners/:id', 'admin', async (req, res) => {
      await service.remove(bannerId(req.params.id), actorOf(requireCaller(res)));
      res.json({ message: 'Banner foi deletado!' } satisfies MessageAnswer);
    }),
  ];
}

/** Wires the banners module on the app's dependencies. */
export function bannersApi(deps: { store: Store; blobs: BlobStore; now: () => Date }): RouteDef[] {
  return bannersRoutes(createBannersService({ banners: createBannersRepository(deps.store), blobs: deps.blobs, now: deps.now }));
}
