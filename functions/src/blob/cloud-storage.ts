import type { getStorage } from 'firebase-admin/storage';
import type { BlobStore } from './port.js';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** Cloud Storage adapter (production and the Storage emulator). */
export function createCloudStorageBlobStore(bucket: Bucket): BlobStore {
  const fileOf = (folder: string, name: string) => bucket.file(`uploads/${folder}/${name}`);
  return {
    async put(folder, name, bytes, contentType) {
      await fileOf(folder, name).save(bytes, {
        resumable: false,
        contentType,
        metadata: { cacheControl: 'public, max-age=31536000, immutable' },
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
  };
}
