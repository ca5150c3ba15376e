import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blobPath, contentTypeFor, type BlobFolder, type BlobStore } from './port.js';

/** Local-directory adapter (embedded default): `<root>/uploads/{folder}/{name}` and `<root>/private/{folder}/{name}`. */
export function createLocalBlobStore(root: string): BlobStore {
  const fileOf = (folder: BlobFolder, name: string) => path.join(root, ...blobPath(folder, name).split('/'));
  return {
    async put(folder, name, bytes) {
      const file = fileOf(folder, name);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file (a temp name of its own per write).
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(folder, name) {
      try {
        return { bytes: await readFile(fileOf(folder, name)), contentType: contentTypeFor(name) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(folder, name) {
      try {
        return (await stat(fileOf(folder, name))).isFile();
      } catch {
        return false;
      }
    },
    async delete(folder, name) {
      await rm(fileOf(folder, name), { force: true });
    },
  };
}
