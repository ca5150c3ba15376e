import { COLLECTIONS, type CategoryDoc, type CategoryRef, type SupplementDoc, type SupplementRef, type TopicDoc, type UserDoc } from '../domain/docs.js';
import { buildKeywords } from '../domain/keywords.js';
import { slugify } from '../domain/slug.js';
import { buildCatalogue } from '../local/seed/catalogue.js';
import type { DocumentData, Store } from '../store/port.js';

export interface BenchSizes {
  parents: number;
  leavesPerParent: number;
  supplements: number;
  topicsPerSupplement: number;
}

/** Slugs the bench reads, chosen from the generated catalogue. */
export interface BenchSample {
  parentSlug: string;
  leafSlug: string;
  /** Supplements in the sampled leaf category (its pages). */
  leafSupplements: number;
  freeSupplementSlug: string;
  paidSupplementSlug: string;
}

const BASES = ['Magnésio', 'Zinco', 'Vitamina D3', 'Ômega 3', 'Ferro', 'Creatina', 'Colágeno', 'Coenzima Q10', 'Selênio', 'Cúrcuma', 'Probiótico', 'Melatonina'];
const FORMS = ['quelato', 'bisglicinato', 'citrato', 'óxido', 'malato', 'treonato', 'sulfato', 'picolinato'];
const TOPIC_NAMES = ['Descrição', 'Formas Químicas', 'Posologia', 'Nutra Fórmulas', 'Interações'];
const STAMP = '2026-01-02T10:00:00.000Z';
/** Firestore (and the sqlite adapter, which holds to its limits) takes at most 500 writes a batch. */
const BATCH_SIZE = 500;

/**
 * The seed's topics by name (Descrição, Formas Químicas, …), each with the name of its supplement:
 * a bench topic takes the content of one of them, its supplement's name replaced, so topic text
 * lengths, tables and vocabulary follow the seeded monographs (issue 30). The seed's graded
 * indications are reused the same way.
 */
const SEED = (() => {
  const { supplements, topics } = buildCatalogue();
  const names = new Map(supplements.map((supplement) => [supplement.id, supplement.name]));
  const byTopicName = new Map<string, { content: string; supplement: string }[]>();
  for (const topic of topics) {
    const list = byTopicName.get(topic.name) ?? [];
    list.push({ content: topic.content, supplement: names.get(topic.supplement_id)! });
    byTopicName.set(topic.name, list);
  }
  const indications = supplements.flatMap((supplement) => (supplement.indications?.length ? [supplement.indications] : []));
  return { byTopicName, indications };
})();

/** Seed HTML of a topic named `topic` (the n-th of its kind, cycling), about the supplement `name`. */
function topicContent(name: string, topic: string, n: number): string {
  const kind = SEED.byTopicName.get(topic) ?? SEED.byTopicName.get('Descrição')!;
  const template = kind[n % kind.length]!;
  return template.content.split(template.supplement).join(name);
}

function category(id: number, name: string, order: number, parentId: number | null, hasSubcategory: 0 | 1, count: number, isFormulas: boolean): CategoryDoc {
  const slug = slugify(name);
  return {
    id, name, slug, image: `${slug}.png`, has_subcategory: hasSubcategory, order, parent_id: parentId, supplements_count: count,
    is_formulas: isFormulas, keywords: buildKeywords(name), created_at: STAMP, updated_at: STAMP,
  };
}

async function writeAll(store: Store, collection: string, docs: readonly (DocumentData & { id: number })[]): Promise<void> {
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const doc of docs.slice(start, start + BATCH_SIZE)) batch.set(collection, String(doc.id), doc);
    await batch.commit();
  }
}

/**
 * Writes a generated catalogue in the stored document shapes (domain/docs.ts) straight to the
 * store in batches: `parents` top-level categories (the last one a formulas category), each with
 * `leavesPerParent` subcategories sharing the supplements evenly, every third supplement paid, and
 * `topicsPerSupplement` topics each. Plus one premium profile for the bench's fixed token.
 */
export async function fillCatalogue(store: Store, sizes: BenchSizes): Promise<BenchSample> {
  const leaves = sizes.parents * sizes.leavesPerParent;
  const perLeaf = Math.ceil(sizes.supplements / leaves);
  const categories: CategoryDoc[] = [];
  const supplements: SupplementDoc[] = [];
  const topics: TopicDoc[] = [];

  for (let p = 0; p < sizes.parents; p++) {
    const isFormulas = p === sizes.parents - 1;
    const parent = category(categories.length + 1, isFormulas ? 'Nutra Fórmulas' : `Grupo ${p + 1}`, p + 1, null, 1, 0, isFormulas);
    categories.push(parent);
    for (let l = 0; l < sizes.leavesPerParent; l++) {
      const count = Math.max(0, Math.min(perLeaf, sizes.supplements - supplements.length));
      const leaf = category(categories.length + 1, `${parent.name} Linha ${l + 1}`, l + 1, parent.id, 0, count, false);
      categories.push(leaf);
      const ref: CategoryRef = { id: leaf.id, slug: leaf.slug, name: leaf.name, image: leaf.image };
      for (let s = 0; s < count; s++) addSupplement(supplements, topics, ref, s, sizes.topicsPerSupplement);
    }
  }

  await writeAll(store, COLLECTIONS.categories, categories);
  await writeAll(store, COLLECTIONS.supplements, supplements);
  await writeAll(store, COLLECTIONS.topics, topics);
  await store.set(COLLECTIONS.meta, 'search', { version: 1 });
  await store.set(COLLECTIONS.users, BENCH_PREMIUM_UID, benchPremiumUser());

  // The middle leaf: lookups that stop at the first match scan about half of a collection.
  const leafCategories = categories.filter((candidate) => candidate.has_subcategory === 0);
  const leaf = leafCategories[Math.floor(leafCategories.length / 2)]!;
  const inLeaf = supplements.filter((supplement) => supplement.category_id === leaf.id);
  return {
    parentSlug: categories[0]!.slug,
    leafSlug: leaf.slug,
    leafSupplements: inLeaf.length,
    freeSupplementSlug: inLeaf.find((supplement) => supplement.is_paid === 0)!.slug,
    paidSupplementSlug: inLeaf.find((supplement) => supplement.is_paid === 1)!.slug,
  };
}

function addSupplement(supplements: SupplementDoc[], topics: TopicDoc[], category: CategoryRef, position: number, topicCount: number): void {
  const id = supplements.length + 1;
  const name = `${BASES[id % BASES.length]} ${FORMS[id % FORMS.length]} ${id}`;
  const slug = slugify(name);
  const isPaid = position % 3 === 2 ? 1 : 0;
  const updatedAt = new Date(Date.parse(STAMP) + id * 60_000).toISOString();
  supplements.push({
    id, name, slug, is_paid: isPaid, order: (position % 1000) + 1, category_id: category.id, category,
    keywords: buildKeywords(name), created_at: STAMP, updated_at: updatedAt,
    // As in the seed, a few supplements carry graded indications (about one in sixteen).
    ...(id % 16 === 0 ? { indications: SEED.indications[(id / 16) % SEED.indications.length] } : {}),
  });
  const supplement: SupplementRef = { id, slug, name, is_paid: isPaid, category };
  for (let t = 0; t < topicCount; t++) {
    const topicName = TOPIC_NAMES[t % TOPIC_NAMES.length]!;
    topics.push({
      id: topics.length + 1, name: topicName, slug: `${slug}-${slugify(topicName)}-${t}`, tags: t === 1 ? FORMS.slice(0, 3).join(', ') : null,
      order: t + 1, is_paid: isPaid || t === 3 ? 1 : 0, content: topicContent(name, topicName, id), supplement_id: id, supplement,
      created_at: STAMP, updated_at: updatedAt,
    });
  }
}

/** The profile behind the bench's fixed premium token. */
export const BENCH_PREMIUM_UID = 'bench-premium';

function benchPremiumUser(): UserDoc {
  return {
    id: 1, uid: BENCH_PREMIUM_UID, name: 'Bench Premium', email: 'bench@example.com', document: '52998224725', image: null,
    status: 'active', premium: 1, role: 'user', locale: 'pt', plan_id: null, detail: { phone: '(11) 98765-4321', education_id: null, receive_notifications: 0 },
    keywords: [], sessions_valid_after: null, created_at: STAMP, updated_at: STAMP,
  };
}
