import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor, type BlobStore, type UploadFolder } from './port.js';

/** Local-directory adapter (embedded default): `<root>/uploads/{folder}/{name}`. */
export function createLocalBlobStore(root: string): BlobStore {
  const fileOf = (folder: UploadFolder, name: string) => path.join(root, 'uploads', folder, name);
  return {
    async put(folder, name, bytes) {
      const file = fileOf(folder, name);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
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
  };
}
