import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS, type BannerDoc, type CategoryDoc, type PlanDoc, type SupplementDoc, type TopicDoc, type UserDoc,
} from '../../domain/docs.js';
import { supplementIndicationsSchema, topicReferencesSchema } from '../../contract/evidence.js';
import { prepareTopicContent } from '../../domain/sanitize-html.js';
import { createLocalBlobStore } from '../../blob/local.js';
import { createSearchRepository } from '../../modules/search/repository.js';
import type { Store } from '../../store/port.js';
import { createSqliteStore } from '../../store/sqlite.js';
import { DEMO_ACCOUNTS } from './demo-users.js';
import { seedCatalogue, seedIfEmpty } from './seed-catalogue.js';


let dir: string;
let store: Store;
let images: Map<string, { bytes: Buffer; contentType: string }>;
const writeImage = async (folder: string, name: string, bytes: Buffer, contentType: string) => {
  images.set(`${folder}/${name}`, { bytes, contentType });
};

const all = async <T extends Record<string, unknown>>(collection: string) =>
  (await store.query<T>({ collection })).map((doc) => doc.data);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'seed-'));
  store = await createSqliteStore({ path: path.join(dir, 'test.sqlite') });
  images = new Map();
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('seedCatalogue', () => {
  it('is idempotent: a second run leaves the same documents', async () => {
    const first = await seedCatalogue(store, { writeImage });
    const snapshot = await all(COLLECTIONS.topics);
    const second = await seedCatalogue(store, { writeImage });
    expect(second).toEqual(first);
    for (const collection of Object.keys(first).filter((key) => key !== 'images')) {
      expect(await store.count({ collection })).toBe(first[collection]);
    }
    expect(await all(COLLECTIONS.topics)).toEqual(snapshot);
  }, 30_000);

  describe('after one run', () => {
    beforeEach(async () => {
      await seedCatalogue(store, { writeImage });
    }, 30_000);

    it('writes at least 8 categories with icons, subcategories and correct supplement counts', async () => {
      const categories = await all<CategoryDoc>(COLLECTIONS.categories);
      const supplements = await all<SupplementDoc>(COLLECTIONS.supplements);
      expect(categories.filter((c) => c.parent_id === null).length).toBeGreaterThanOrEqual(8);
      const parents = categories.filter((c) => c.has_subcategory === 1);
      expect(parents.length).toBeGreaterThanOrEqual(2);
      for (const parent of parents) expect(categories.some((c) => c.parent_id === parent.id)).toBe(true);
      for (const category of categories) {
        expect(category.supplements_count).toBe(supplements.filter((s) => s.category_id === category.id).length);
        expect(images.has(`categories/${category.image}`)).toBe(true);
      }
      expect(categories.filter((c) => c.is_formulas)).toHaveLength(1);
    });

    it('writes over 100 supplements, about a third paid, each with 4 to 6 topics', async () => {
      const supplements = await all<SupplementDoc>(COLLECTIONS.supplements);
      const topics = await all<TopicDoc>(COLLECTIONS.topics);
      expect(supplements.length).toBeGreaterThanOrEqual(100);
      const paid = supplements.filter((s) => s.is_paid === 1).length / supplements.length;
      expect(paid).toBeGreaterThan(0.25);
      expect(paid).toBeLessThan(0.4);
      for (const supplement of supplements) {
        const names = topics.filter((t) => t.supplement_id === supplement.id).map((t) => t.name);
        expect(names.length).toBeGreaterThanOrEqual(4);
        expect(names.length).toBeLessThanOrEqual(6);
        expect(names).toEqual(expect.arrayContaining(['Descrição', 'Formas Químicas', 'Posologia']));
      }
      expect(new Set(supplements.map((s) => s.updated_at)).size).toBe(supplements.length);
    });

    it('keeps slugs unique and the denormalised supplement on each topic', async () => {
      const supplements = await all<SupplementDoc>(COLLECTIONS.supplements);
      const topics = await all<TopicDoc>(COLLECTIONS.topics);
      expect(new Set(supplements.map((s) => s.slug)).size).toBe(supplements.length);
      expect(new Set(topics.map((t) => t.slug)).size).toBe(topics.length);
      const byId = new Map(supplements.map((s) => [s.id, s]));
      for (const topic of topics) {
        const owner = byId.get(topic.supplement_id);
        expect(topic.supplement).toEqual({ id: owner?.id, slug: owner?.slug, name: owner?.name, is_paid: owner?.is_paid, category: owner?.category });
      }
    });

    it('marks every topic reviewed by a reviewer named as a demonstration, no later than its last update', async () => {
      const topics = await all<TopicDoc>(COLLECTIONS.topics);
      for (const topic of topics) {
        expect(topic.reviewed_by).toBe('Equipe editorial (demonstração)');
        expect(topic.reviewed_at && topic.reviewed_at <= topic.updated_at).toBe(true);
      }
    });

    it('gives at least five supplements valid references with a DOI or PMID and graded indications', async () => {
      const topics = await all<TopicDoc>(COLLECTIONS.topics);
      const supplements = await all<SupplementDoc>(COLLECTIONS.supplements);
      const referenced = topics.filter((topic) => (topic.references?.length ?? 0) > 0);
      for (const topic of referenced) {
        expect(topic.name).toBe('Referências');
        expect(topicReferencesSchema.parse({ references: topic.references, revision: topic.revision ?? 0 }).references).toEqual(topic.references);
      }
      const graded = supplements.filter((supplement) => (supplement.indications?.length ?? 0) > 0);
      for (const supplement of graded) expect(supplementIndicationsSchema.parse({ indications: supplement.indications, revision: supplement.revision ?? 0 }).indications).toEqual(supplement.indications);
      const both = graded.filter((supplement) => referenced.some((topic) => topic.supplement_id === supplement.id));
      expect(both.length).toBeGreaterThanOrEqual(5);
    });

    it('writes rich topic HTML that the topic sanitiser keeps as it is', async () => {
      const topics = await all<TopicDoc>(COLLECTIONS.topics);
      // Marked as demonstration content in its first paragraph (the description: at the end of its summary).
      const firstParagraph = (html: string) => html.slice(0, html.indexOf('</p>'));
      expect(topics.filter((t) => !firstParagraph(t.content).includes('<em>Conteúdo de demonstração')).map((t) => t.slug)).toEqual([]);
      expect(topics.some((t) => t.content.includes('<table><thead><tr><th>'))).toBe(true);
      expect(topics.some((t) => t.content.includes('<ul>'))).toBe(true);
      expect(topics.some((t) => t.content.includes('<ol>'))).toBe(true);
      for (const topic of topics) expect(prepareTopicContent(topic.content)).toBe(topic.content);
      expect(topics.filter((t) => t.name === 'Nutra Fórmulas').length).toBeGreaterThan(topics.length / 8);
    });

    it("has 'Magnésio' with its chemical forms", async () => {
      const [magnesio] = (await store.query<SupplementDoc>({ collection: COLLECTIONS.supplements, where: [{ field: 'slug', op: '==', value: 'magnesio' }] })).map((d) => d.data);
      expect(magnesio?.name).toBe('Magnésio');
      const topics = await store.query<TopicDoc>({ collection: COLLECTIONS.topics, where: [{ field: 'supplement_id', op: '==', value: magnesio?.id }] });
      const forms = topics.map((t) => t.data).find((t) => t.name === 'Formas Químicas');
      expect(forms?.content).toContain('Magnésio quelato (bisglicinato)');
      expect(forms?.content).toContain('Treonato de magnésio');
    });

    it('writes the three plans of spec section 9', async () => {
      const plans = await all<PlanDoc>(COLLECTIONS.plans);
      const prices = Object.fromEntries(plans.map((p) => [p.id, [p.months, p.price_per_month_cents, p.total_cents]]));
      expect(prices).toEqual({ monthly: [1, 2990, 2990], semiannual: [6, 2498, 14990], annual: [12, 1991, 23900] });
      expect(plans.find((p) => p.popular)?.id).toBe('annual');
    });

    it('writes banners for every audience with real PNG images', async () => {
      const banners = await all<BannerDoc>(COLLECTIONS.banners);
      const web = banners.filter((b) => b.type === 'web');
      expect(new Set(web.map((b) => b.type_users))).toEqual(new Set(['all', 'free', 'plus', 'expired']));
      expect(banners.some((b) => b.locale_id === 2)).toBe(true);
      for (const banner of banners) {
        const image = images.get(`banners/${banner.image}`);
        expect(image?.contentType).toBe('image/png');
        expect(await sharp(image?.bytes).metadata()).toMatchObject({ format: 'png', width: 600, height: 300 });
      }
    });

    it('writes the demo profiles with their uniqueness markers', async () => {
      for (const account of DEMO_ACCOUNTS) {
        const user = await store.get<UserDoc>(COLLECTIONS.users, account.uid);
        expect(user).toMatchObject({ email: account.email, role: account.role, name: account.name });
        expect(await store.get(COLLECTIONS.uniqueCpf, user?.document ?? '')).toEqual({ uid: account.uid });
        expect(await store.get(COLLECTIONS.uniqueEmail, account.email)).toEqual({ uid: account.uid });
      }
      expect(await store.get<UserDoc>(COLLECTIONS.users, 'demo-premium')).toMatchObject({ premium: 1, plan_id: 'annual' });
    });

    it('moves counters past the highest ids and stamps the search index', async () => {
      const supplements = await store.count({ collection: COLLECTIONS.supplements });
      expect(await store.get(COLLECTIONS.counters, COLLECTIONS.supplements)).toEqual({ next: supplements + 1 });
      expect((await createSearchRepository(store, createLocalBlobStore(dir)).readState()).version).toBeGreaterThanOrEqual(1);
    });
  });
});

describe('seedIfEmpty', () => {
  it('seeds an empty store once and leaves a seeded one alone', async () => {
    expect(await seedIfEmpty(store, writeImage)).toBe(true);
    await store.delete(COLLECTIONS.supplements, '1');
    expect(await seedIfEmpty(store, writeImage)).toBe(false);
    expect(await store.get(COLLECTIONS.supplements, '1')).toBeNull();
  }, 30_000);
});
