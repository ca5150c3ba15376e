import type { getStorage } from 'firebase-admin/storage';
import { blobPath, isPrivateFolder, type BlobFolder, type BlobStore } from './port.js';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** Uploads have content-hashed names and are served through the CDN; private files are read only by the API. */
const cacheControlOf = (folder: BlobFolder) => (isPrivateFolder(folder) ? 'private, no-store' : 'public, max-age=31536000, immutable');

/** Cloud Storage adapter (production and the Storage emulator). */
export function createCloudStorageBlobStore(bucket: Bucket): BlobStore {
  const fileOf = (folder: BlobFolder, name: string) => bucket.file(blobPath(folder, name));
  return {
    async put(folder, name, bytes, contentType) {
      await fileOf(folder, name).save(bytes, {
        resumable: false,
        contentType,
        metadata: { cacheControl: cacheControlOf(folder) },
      });
    },
    async get(folder, name) {
      const file = fileOf(folder, name);
      try {
        const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
    async exists(folder, name) {
      const [exists] = await fileOf(folder, name).exists();
      return exists;
    },
    async delete(folder, name) {
      await fileOf(folder, name).delete({ ignoreNotFound: true });
    },
  };
}
