import { requireCaller } from '../../auth/guards.js';
import { uploadedFiles } from '../../http/multipart.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { z } from '../../contract/zod.js';
import { requireFile } from './images.js';
import type { BlobStore } from '../../blob/port.js';
import type { Store } from '../../store/port.js';
import { userProfiles } from '../users/port.js';
import { createUploadsService, type UploadsService } from './service.js';

/** An image upload: the one file part `image` (JPEG, PNG or WebP, checked by content); documented only, the handler reads the file. */
const imageUpload = { schema: z.strictObject({ image: z.unknown() }), media: ['multipart' as const], files: ['image'] };

export function uploadsRoutes(service: UploadsService): RouteDef[] {
  return [
    // An image for the topic editor: answers the name under /uploads/images.
    defineRoute({
      method: 'post',
      path: '/uploads',
      access: 'admin',
      body: imageUpload,
      doc: { summary: 'Upload an image for the topic editor', tags: ['Uploads'], returns: 'The stored file name, under /uploads/images/' },
      handler: async ({ res }) => service.uploadEditorImage(requireFile(uploadedFiles(res))),
    }),
    // The caller's own profile photo (no id in the path: nobody can set another's).
    defineRoute({
      method: 'post',
      path: '/upload',
      access: 'user',
      body: imageUpload,
      doc: { summary: "Replace the caller's profile photo", tags: ['Uploads'], returns: 'The stored file name, under /uploads/users/' },
      handler: async ({ res }) => {
        const { image } = await service.uploadProfilePhoto(requireCaller(res).uid, requireFile(uploadedFiles(res)));
        return { message: 'Foto atualizada com sucesso!', image };
      },
    }),
  ];
}

/** Wires the uploads module on the app's dependencies. */
export function uploadsApi(deps: { store: Store; blobs: BlobStore; now: () => Date }): RouteDef[] {
  return uploadsRoutes(createUploadsService({ blobs: deps.blobs, users: userProfiles(deps.store), now: deps.now }));
}
