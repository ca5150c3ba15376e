/**
 * `npm run seed` (`--if-empty`: only into a store without categories, as `npm start` runs it): writes the demo catalogue into the local sqlite store and its images into the
 * local uploads directory (`<DATA_DIR>/uploads/{folder}/{name}`, the local blob adapter's layout),
 * then publishes the search index of what the store holds (when it is not current already), so the
 * first search answers at once.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalBlobStore } from '../blob/local.js';
import { publishSearchIndex } from '../modules/search/index-build.js';
import { createSearchRepository } from '../modules/search/repository.js';
import { cachingCatalogue } from '../store/catalogue-cache.js';
import { createSqliteStore } from '../store/sqlite.js';
import { seedCatalogue, seedIfEmpty } from './seed/seed-catalogue.js';
import type { WriteImage } from './seed/images.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Writes an image as a file under `<dataDir>/uploads/{folder}/{name}` (write then rename). */
export function writeImageToDirectory(dataDir: string): WriteImage {
  return async (folder, name, bytes) => {
    const file = path.join(dataDir, 'uploads', folder, name);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  };
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.local'));
  await mkdir(dataDir, { recursive: true });
  const databasePath = path.join(dataDir, 'nutrindex.sqlite');
  // Its writes stamp the catalogue, so an app already serving reads them within seconds (store/catalogue-cache.ts).
  const store = cachingCatalogue(await createSqliteStore({ path: databasePath }), { keepReads: false });
  try {
    const writeImage = writeImageToDirectory(dataDir);
    if (process.argv.includes('--if-empty')) {
      const seeded = await seedIfEmpty(store, writeImage);
      console.log(seeded ? `Seeded ${databasePath}` : `${databasePath} already holds a catalogue; left as it is`);
    } else {
      const counts = await seedCatalogue(store, { writeImage });
      console.log(`Seeded ${databasePath}`);
      console.table(counts);
    }
    const index = await publishSearchIndex(createSearchRepository(store, createLocalBlobStore(dataDir)));
    console.log(index.published ? `Search index published (version ${index.version}, ${index.entries} entries)` : 'Search index already current');
  } finally {
    await store.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

export { seedIfEmpty };
