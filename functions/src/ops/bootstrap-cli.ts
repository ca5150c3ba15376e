/**
 * `npm run bootstrap -- [--project <id>] [--demo-catalogue]`: the reference data a fresh project
 * needs (educations, plans, terms, general settings), written only where missing; with
 * --demo-catalogue also the demonstration catalogue and its images (marked as demonstration content).
 * Without --project: the local demo project (embedded store in .local). See docs/deploy.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import type { BlobStore } from '../blob/port.js';
import { uploadsBucketName } from '../platform/config.js';
import { bootstrapReferenceData } from './bootstrap.js';
import { openTarget, type Target } from './target.js';

/** The params deployed with the functions to `project` (functions/.env.<project>), if that file exists. */
function functionsEnvOf(project: string): NodeJS.Dict<string> {
  const file = fileURLToPath(new URL(`../../.env.${project}`, import.meta.url));
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
}

/** The target's blob store: the local data directory, or the project's Cloud Storage bucket. */
async function blobStoreOf(target: Target): Promise<BlobStore> {
  if (target.storeKind === 'sqlite') {
    const { createLocalBlobStore } = await import('../blob/local.js');
    return createLocalBlobStore(target.dataDir);
  }
  const [{ getStorage }, { createCloudStorageBlobStore }] = await Promise.all([import('firebase-admin/storage'), import('../blob/cloud-storage.js')]);
  // The functions' own rule and setting (config.ts, functions/.env.<project>), so bootstrap writes the
  // images where the API serves them from.
  return createCloudStorageBlobStore(getStorage().bucket(uploadsBucketName({ ...functionsEnvOf(target.project), ...process.env }, target.project)));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { project: { type: 'string' }, 'data-dir': { type: 'string' }, 'demo-catalogue': { type: 'boolean' } } });
  const target = await openTarget({ project: values.project, dataDir: values['data-dir'] });
  try {
    console.log(`Bootstrapping ${target.describe}`);
    const report = await bootstrapReferenceData(target.store);
    console.log(`created: ${report.created.join(', ') || 'nothing'}`);
    console.log(`already there (kept): ${report.kept.join(', ') || 'nothing'}`);
    if (values['demo-catalogue']) {
      const [{ seedCatalogue }, { contentTypeFor }, { createSearchRepository }, { publishSearchIndex }] = await Promise.all([
        import('../local/seed/seed-catalogue.js'),
        import('../blob/port.js'),
        import('../modules/search/repository.js'),
        import('../modules/search/index-build.js'),
      ]);
      const blobs = await blobStoreOf(target);
      const writeImage = (folder: Parameters<BlobStore['put']>[0], name: string, bytes: Buffer) => blobs.put(folder, name, bytes, contentTypeFor(name));
      const counts = await seedCatalogue(target.store, { writeImage, demoUsers: target.storeKind === 'sqlite' });
      console.log('demonstration catalogue written:');
      console.table(counts);
      // The search index of this catalogue, so the first search answers at once.
      const index = await publishSearchIndex(createSearchRepository(target.store, blobs));
      console.log(index.published ? `search index published (version ${index.version}, ${index.entries} entries)` : 'search index already current');
    }
  } finally {
    await target.store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
