/**
 * `npm run bootstrap -- [--project <id>] [--demo-catalogue]`: the reference data a fresh project
 * needs (educations, plans, terms, general settings), written only where missing; with
 * --demo-catalogue also the demonstration catalogue and its images (marked as demonstration content).
 * Without --project: the local demo project (embedded store in .local). See docs/deploy.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { WriteImage } from '../local/seed/images.js';
import { bootstrapReferenceData } from './bootstrap.js';
import { openTarget, type Target } from './target.js';

async function imageWriter(target: Target): Promise<WriteImage> {
  if (target.storeKind === 'sqlite') {
    return async (folder, name, bytes) => {
      const file = path.join(target.dataDir, 'uploads', folder, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    };
  }
  const [{ getStorage }, { createCloudStorageBlobStore }, { contentTypeFor }] = await Promise.all([
    import('firebase-admin/storage'),
    import('../blob/cloud-storage.js'),
    import('../blob/port.js'),
  ]);
  const bucket = process.env.STORAGE_BUCKET ? getStorage().bucket(process.env.STORAGE_BUCKET) : getStorage().bucket(`${target.project}.firebasestorage.app`);
  const blobs = createCloudStorageBlobStore(bucket);
  return (folder, name, bytes) => blobs.put(folder, name, bytes, contentTypeFor(name));
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
      const { seedCatalogue } = await import('../local/seed/seed-catalogue.js');
      const counts = await seedCatalogue(target.store, { writeImage: await imageWriter(target), demoUsers: target.storeKind === 'sqlite' });
      console.log('demonstration catalogue written:');
      console.table(counts);
    }
  } finally {
    await target.store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
