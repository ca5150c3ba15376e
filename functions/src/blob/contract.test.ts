/**
 * One behaviour contract for every BlobStore adapter: always against the local directory, and
 * against the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set (CI with Java and network:
 * .github/workflows/firebase-emulators.yml).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from './local.js';
import type { BlobStore } from './port.js';

let nameSeq = 0;
const uniqueName = (extension: string) => `t${Date.now().toString(36)}${(nameSeq++).toString(36)}.${extension}`;

export function describeBlobContract(name: string, makeBlobs: () => BlobStore): void {
  describe(`${name} blob store contract`, () => {
    it('answers null and false for a file never stored', async () => {
      const blobs = makeBlobs();
      const missing = uniqueName('png');
      expect(await blobs.get('images', missing)).toBeNull();
      expect(await blobs.exists('images', missing)).toBe(false);
    });

    it('gives back the exact bytes and the content type of a stored file', async () => {
      const blobs = makeBlobs();
      const file = uniqueName('png');
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
      await blobs.put('banners', file, bytes, 'image/png');
      expect(await blobs.exists('banners', file)).toBe(true);
      const stored = await blobs.get('banners', file);
      expect(stored?.contentType).toBe('image/png');
      expect(Buffer.compare(stored!.bytes, bytes)).toBe(0);
    });

    it('keeps folders apart and replaces a file written twice', async () => {
      const blobs = makeBlobs();
      const file = uniqueName('webp');
      await blobs.put('categories', file, Buffer.from('first'), 'image/webp');
      await blobs.put('categories', file, Buffer.from('second'), 'image/webp');
      expect((await blobs.get('categories', file))?.bytes.toString()).toBe('second');
      expect(await blobs.exists('users', file)).toBe(false);
    });

    it('keeps a private file apart from the uploads folders, and deletes a file (twice is no error)', async () => {
      const blobs = makeBlobs();
      const file = uniqueName('json.gz');
      await blobs.put('search-index', file, Buffer.from('private'), 'application/gzip');
      expect((await blobs.get('search-index', file))?.bytes.toString()).toBe('private');
      for (const folder of ['images', 'banners', 'categories', 'users'] as const) expect(await blobs.exists(folder, file)).toBe(false);
      await blobs.delete('search-index', file);
      await blobs.delete('search-index', file);
      expect(await blobs.get('search-index', file)).toBeNull();
    });
  });
}

const root = mkdtempSync(join(tmpdir(), 'blob-contract-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
describeBlobContract('local directory', () => createLocalBlobStore(root));

if (process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
  describe('with the Storage emulator', async () => {
    const [{ initializeApp }, { getStorage }, { createCloudStorageBlobStore }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/storage'),
      import('./cloud-storage.js'),
    ]);
    const app = initializeApp({ projectId: 'demo-nutrindex', storageBucket: 'demo-nutrindex.appspot.com' }, 'blob-contract');
    describeBlobContract('cloud storage', () => createCloudStorageBlobStore(getStorage(app).bucket()));
  });
}
