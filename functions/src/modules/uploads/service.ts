import type { BlobStore } from '../../blob/port.js';
import type { EditorImageAnswer, ProfilePhotoAnswer } from '../../contract/uploads-answers.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { UserProfiles } from '../users/port.js';
import { storeImage } from './images.js';

/** Editor images (dashboard) and the caller's own profile photo. */
export function createUploadsService(deps: { blobs: BlobStore; users: UserProfiles; now: () => Date }) {
  async function uploadEditorImage(file: UploadedFile): Promise<EditorImageAnswer> {
    return { filename: await storeImage(deps.blobs, 'images', file) };
  }

  async function uploadProfilePhoto(uid: string, file: UploadedFile): Promise<Pick<ProfilePhotoAnswer, 'image'>> {
    const image = await storeImage(deps.blobs, 'users', file);
    await deps.users.update(uid, { image, updated_at: deps.now().toISOString() });
    return { image };
  }

  return { uploadEditorImage, uploadProfilePhoto };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
