import { requireCaller } from '../../auth/guards.js';
import { bannerCreateSchema, bannerUpdateSchema } from '../../contract/banners.js';
import { listQuerySchema } from '../../contract/list.js';
import { notFound } from '../../http/errors.js';
import { uploadedFiles } from '../../http/multipart.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { EDIT_CONFLICT, idParam } from '../../http/route-doc.js';
import { fileOf } from '../uploads/port.js';
import type { BlobStore } from '../../blob/port.js';
import type { Store } from '../../store/port.js';
import type { JobQueue } from '../../jobs/port.js';
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
    defineRoute({
      method: 'get',
      path: '/banners/web',
      access: 'user',
      doc: { summary: "Web banners for the caller's language and audience (at most 20, by order)", tags: ['Banners'], returns: 'Banners' },
      handler: async ({ res }) => ({ items: await service.forWeb(requireCaller(res).user) }),
    }),
    defineRoute({
      method: 'get',
      path: '/banners',
      access: 'admin',
      query: listQuerySchema,
      doc: { summary: 'Banners, by order', tags: ['Banners'], returns: 'A page of banners' },
      handler: async ({ query }) => ({ items: await service.list(query()) }),
    }),
    defineRoute({
      method: 'get',
      path: '/banners/:id',
      access: 'admin',
      params: { id: idParam('banner') },
      doc: { summary: 'A banner', tags: ['Banners'], returns: 'The banner' },
      handler: async ({ req }) => ({ item: await service.get(bannerId(req.params.id)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/banners',
      access: 'admin',
      body: { schema: bannerCreateSchema, media: ['multipart'], files: ['image'] },
      doc: { summary: 'Create a banner (its language is fixed at creation)', tags: ['Banners'], returns: 'The created banner' },
      handler: async ({ res, body }) => {
        const image = fileOf(uploadedFiles(res));
        const input = body({ image });
        return { message: 'Novo banner foi criado', item: await service.create(input, image, actorOf(requireCaller(res))) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/banners/:id',
      access: 'admin',
      params: { id: idParam('banner') },
      body: { schema: bannerUpdateSchema, media: ['multipart'], files: ['image'] },
      doc: { summary: 'Update a banner; the image is kept when none is sent', tags: ['Banners'], returns: 'The updated banner', errors: { 409: EDIT_CONFLICT } },
      handler: async ({ req, res, body }) => {
        const id = bannerId(req.params.id);
        const image = fileOf(uploadedFiles(res));
        const input = body({ image });
        return { message: 'Banner foi atualizado!', item: await service.update(id, input, image, actorOf(requireCaller(res))) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/banners/:id',
      access: 'admin',
      params: { id: idParam('banner') },
      doc: { summary: 'Delete a banner', tags: ['Banners'], returns: 'Deleted' },
      handler: async ({ req, res }) => {
        await service.remove(bannerId(req.params.id), actorOf(requireCaller(res)));
        return { message: 'Banner foi deletado!' };
      },
    }),
  ];
}

/** Wires the banners module on the app's dependencies. */
export function bannersApi(deps: { store: Store; blobs: BlobStore; jobs: JobQueue; now: () => Date }): RouteDef[] {
  return bannersRoutes(createBannersService({ banners: createBannersRepository(deps.store), blobs: deps.blobs, store: deps.store, jobs: deps.jobs, now: deps.now }));
}
