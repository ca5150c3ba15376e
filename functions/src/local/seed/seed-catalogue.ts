import { COLLECTIONS } from '../../domain/docs.js';
import type { DocumentData, Store } from '../../store/port.js';
import { bumpSearchVersionInStore } from '../../modules/search/repository.js';
import { markClinicalNamesStaleInStore, refreshClinicalNames } from '../../modules/drugs/port.js';
import { withTranslationFlag } from '../../modules/translation/collections.js';
import { buildCatalogue } from './catalogue.js';
import { buildClinicalDocs } from './clinical-docs.js';
import { buildDoseDocs } from './dose-docs.js';
import { DEMO_USERS } from './demo-users.js';
import { bannerSvg, categoryIconSvg, svgToPng, type WriteImage } from './images.js';
import { BANNERS, EDUCATIONS, GLOBAL_SETTINGS, PLANS, TERMS } from './reference-data.js';

export interface SeedOptions {
  writeImage: WriteImage;
  /** The three demo profiles (their Auth accounts come from emulator-data/); off for a real project. */
  demoUsers?: boolean;
}

/** Documents written per collection. */
export type SeedCounts = Record<string, number>;

interface PendingDoc {
  collection: string;
  id: string;
  data: DocumentData;
}

/** Firestore allows 500 writes a batch. */
const BATCH_SIZE = 400;

async function writeAll(store: Store, docs: readonly PendingDoc[]): Promise<void> {
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const { collection, id, data } of docs.slice(start, start + BATCH_SIZE)) batch.set(collection, id, withTranslationFlag(collection, data));
    await batch.commit();
  }
}

/** counters/{collection}.next past our highest id, never moved back (ids created since stay free). */
async function advanceCounter(store: Store, collection: string, highestId: number): Promise<void> {
  const current = await store.get<{ next?: number }>(COLLECTIONS.counters, collection);
  const next = Math.max(current?.next ?? 1, highestId + 1);
  await store.set(COLLECTIONS.counters, collection, { next });
}

async function writeImages(writeImage: WriteImage, icons: ReturnType<typeof buildCatalogue>['icons']): Promise<void> {
  for (const icon of icons) {
    await writeImage('categories', icon.image, await svgToPng(categoryIconSvg(icon.name, icon.color)), 'image/png');
  }
  for (const { doc, art } of BANNERS) {
    await writeImage('banners', doc.image, await svgToPng(bannerSvg(art)), 'image/png');
  }
}

/**
 * Writes the demonstration catalogue, reference data and demo profiles with fixed ids, so
 * running it twice leaves the same data; then bumps the search version so search indexes reload.
 */
export async function seedCatalogue(store: Store, { writeImage, demoUsers = true }: SeedOptions): Promise<SeedCounts> {
  const { categories, supplements, topics, icons } = buildCatalogue();
  const clinical = buildClinicalDocs(supplements);
  const doses = buildDoseDocs(supplements, clinical.forms);
  await writeImages(writeImage, icons);

  const byId = <T extends DocumentData & { id: number | string }>(collection: string, docs: readonly T[]): PendingDoc[] =>
    docs.map((data) => ({ collection, id: String(data.id), data }));
  const docs: PendingDoc[] = [
    ...byId(COLLECTIONS.categories, categories),
    ...byId(COLLECTIONS.supplements, supplements),
    ...byId(COLLECTIONS.topics, topics),
    ...byId(COLLECTIONS.supplementForms, doses.forms),
    ...byId(COLLECTIONS.nutrients, doses.nutrients),
    ...byId(COLLECTIONS.formulaTemplates, doses.templates),
    ...byId(COLLECTIONS.drugClasses, clinical.drugClasses),
    ...byId(COLLECTIONS.drugs, clinical.drugs),
    ...byId(COLLECTIONS.conditions, clinical.conditions),
    ...byId(COLLECTIONS.interactions, clinical.interactions),
    ...byId(COLLECTIONS.educations, EDUCATIONS),
    ...byId(COLLECTIONS.plans, PLANS),
    ...byId(COLLECTIONS.banners, BANNERS.map(({ doc }) => doc)),
    { collection: COLLECTIONS.terms, id: 'current', data: TERMS },
    { collection: COLLECTIONS.settings, id: 'global', data: GLOBAL_SETTINGS },
    ...(demoUsers ? DEMO_USERS : []).flatMap((user) => [
      { collection: COLLECTIONS.users, id: user.uid, data: user },
      { collection: COLLECTIONS.uniqueCpf, id: user.document, data: { uid: user.uid } },
      { collection: COLLECTIONS.uniqueEmail, id: user.email, data: { uid: user.uid } },
    ]),
  ];
  await writeAll(store, docs);

  const counted: [string, readonly { id: number }[]][] = [
    [COLLECTIONS.categories, categories],
    [COLLECTIONS.supplements, supplements],
    [COLLECTIONS.topics, topics],
    [COLLECTIONS.supplementForms, doses.forms],
    [COLLECTIONS.nutrients, doses.nutrients],
    [COLLECTIONS.drugClasses, clinical.drugClasses],
    [COLLECTIONS.drugs, clinical.drugs],
    [COLLECTIONS.conditions, clinical.conditions],
    [COLLECTIONS.interactions, clinical.interactions],
    [COLLECTIONS.educations, EDUCATIONS],
    [COLLECTIONS.banners, BANNERS.map(({ doc }) => doc)],
    ...(demoUsers ? [[COLLECTIONS.users, DEMO_USERS] as [string, readonly { id: number }[]]] : []),
  ];
  for (const [collection, rows] of counted) {
    await advanceCounter(store, collection, Math.max(...rows.map((row) => row.id)));
  }

  await bumpSearchVersionInStore(store);
  await markClinicalNamesStaleInStore(store);
  // No content write's follow-up job runs after the seed: it builds the names' digest itself.
  await refreshClinicalNames(store);

  const counts: SeedCounts = {};
  for (const { collection } of docs) counts[collection] = (counts[collection] ?? 0) + 1;
  counts.images = icons.length + BANNERS.length;
  return counts;
}

/** Seeds only an empty store (no categories yet); answers whether it seeded. */
export async function seedIfEmpty(store: Store, writeImage: WriteImage): Promise<boolean> {
  const existing = await store.query({ collection: COLLECTIONS.categories, limit: 1 });
  if (existing.length > 0) return false;
  await seedCatalogue(store, { writeImage });
  return true;
}
