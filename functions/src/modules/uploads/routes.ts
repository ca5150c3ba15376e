import { requireCaller } from '../../auth/guards.js';
import type { EditorImageAnswer, ProfilePhotoAnswer } from '../../contract/uploads-answers.js';
import { uploadedFiles } from '../../http/multipart.js';
import { route, type RouteDef } from '../../http/routes.js';
import { requireFile } from './images.js';
import type { BlobStore } from '../../blob/port.js';
import type { Store } from '../../store/port.js';
import { userProfiles } from '../users/port.js';
import { createUploadsService, type UploadsService } from './service.js';

export function uploadsRoutes(service: UploadsService): RouteDef[] {
  return [
    // An image for the topic editor: answers the name under /uploads/images.
    route('post', '/uploads', 'admin', async (_req, res) => {
      res.json(await service.uploadEditorImage(requireFile(uploadedFiles(res))) satisfies EditorImageAnswer);
    }),
    // The caller's own profile photo (no id in the path: nobody can set another's).
    route('post', '/upload', 'user', async (_req, res) => {
      const { image } = await service.uploadProfilePhoto(requireCaller(res).uid, requireFile(uploadedFiles(res)));
      res.json({ message: 'Foto atualizada com sucesso!', image } satisfies ProfilePhotoAnswer);
    }),
  ];
}

/** Wires the uploads module on the app's dependencies. */
export function uploadsApi(deps: { store: Store; blobs: BlobStore; now: () => Date }): RouteDef[] {
  return uploadsRoutes(createUploadsService({ blobs: deps.blobs, users: userProfiles(deps.store), now: deps.now }));
}
