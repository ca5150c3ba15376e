import type { CategoryDoc, CategoryRef, Flag, SupplementDoc, SupplementRef, TopicDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { slugify } from '../../domain/slug.js';
import { CATEGORY_TREE } from './data/categories.js';
import { buildTopicDrafts, type ReferenceKind } from './topics.js';
import { SEED_EVIDENCE } from './evidence.js';
import type { CategorySeed } from './types.js';

export interface CatalogueDocs {
  categories: CategoryDoc[];
  supplements: SupplementDoc[];
  topics: TopicDoc[];
}

/** A category to draw an icon for. */
export interface CategoryIcon {
  image: string;
  name: string;
  color: string;
}

const CREATED_AT = '2026-01-02T10:00:00.000Z';

/** Who reviewed the demonstration content, named as a demonstration: no real person vouches for it. */
export const SEED_REVIEWER = 'Equipe editorial (demonstração)';
const FIRST_UPDATE = Date.UTC(2026, 0, 5, 9);
const DAY = 86_400_000;

/** Spread over 2026 and unique per supplement, so "the most recently updated" has a clear answer. */
function updatedAt(index: number): string {
  return new Date(FIRST_UPDATE + ((index * 97) % 320) * DAY + (index % 7) * 3_600_000).toISOString();
}

/** Every third supplement of a category (3rd, 6th, ...) is paid: about a third overall. */
const isPaidPosition = (position: number): Flag => (position % 3 === 2 ? 1 : 0);

const REFERENCE_KIND: Record<string, ReferenceKind> = {
  fitoterapicos: 'herbal',
  probioticos: 'probiotic',
  'nutra-formulas': 'formula',
};

function categoryDoc(seed: CategorySeed, id: number, order: number, parentId: number | null, count: number): CategoryDoc {
  return {
    id,
    name: seed.name,
    slug: seed.key,
    image: `${seed.key}.png`,
    has_subcategory: seed.children?.length ? 1 : 0,
    order,
    parent_id: parentId,
    supplements_count: count,
    is_formulas: seed.isFormulas ?? false,
    keywords: buildKeywords(seed.name, seed.en),
    i18n: { en: { name: seed.en } },
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
  };
}

/** Builds the demo catalogue with fixed ids, slugs and dates (the same on every run). */
export function buildCatalogue(): CatalogueDocs & { icons: CategoryIcon[] } {
  const docs: CatalogueDocs = { categories: [], supplements: [], topics: [] };
  const icons: CategoryIcon[] = [];
  let categoryId = 0;

  const addSupplements = (seed: CategorySeed, category: CategoryRef, referenceKind: ReferenceKind) => {
    (seed.supplements ?? []).forEach((facts, position) => {
      const id = docs.supplements.length + 1;
      const updated = updatedAt(id - 1);
      const slug = slugify(facts.name);
      const isPaid = isPaidPosition(position);
      const evidence = SEED_EVIDENCE[slug];
      docs.supplements.push({
        id, name: facts.name, slug, is_paid: isPaid, order: position + 1, category_id: category.id, category,
        keywords: buildKeywords(facts.name, facts.en), i18n: { en: { name: facts.en } },
        ...(evidence?.indications.length ? { indications: evidence.indications } : {}),
        // The whole monograph marked reviewed when written, as its topics ('Marcar como revisado').
        reviewed_at: updated, reviewed_by: SEED_REVIEWER,
        created_at: CREATED_AT, updated_at: updated,
      });
      const supplement: SupplementRef = { id, slug, name: facts.name, is_paid: isPaid, category };
      buildTopicDrafts(facts, referenceKind).forEach((draft, index) => {
        // Free supplements still keep some formulas for subscribers. A paid supplement's description
        // is itself free: its first paragraph is the teaser its locked page shows (the topic still
        // opens only for subscribers, since its supplement is paid).
        const paidFormula = draft.kind === 'formula' && position % 2 === 1;
        const paidTopic = (isPaid && draft.kind !== 'description') || paidFormula;
        docs.topics.push({
          id: docs.topics.length + 1,
          name: draft.name,
          slug: `${slug}-${slugify(draft.name)}`,
          tags: draft.tags,
          order: index + 1,
          is_paid: paidTopic ? 1 : 0,
          content: draft.content,
          supplement_id: id,
          supplement,
          ...(draft.kind === 'references' && evidence ? { references: evidence.references } : {}),
          i18n: { en: { name: draft.en } },
          // Marked reviewed when written, by the demonstration's editorial team ('Revisado em … por …').
          reviewed_at: updated,
          reviewed_by: SEED_REVIEWER,
          created_at: CREATED_AT,
          updated_at: updated,
        });
      });
    });
  };

  const addCategory = (seed: CategorySeed, order: number, parentId: number | null, referenceKind: ReferenceKind) => {
    const id = ++categoryId;
    const count = seed.supplements?.length ?? 0;
    docs.categories.push(categoryDoc(seed, id, order, parentId, count));
    icons.push({ image: `${seed.key}.png`, name: seed.name, color: seed.color });
    addSupplements(seed, { id, slug: seed.key, name: seed.name, image: `${seed.key}.png` }, referenceKind);
    seed.children?.forEach((child, index) => addCategory(child, index + 1, id, referenceKind));
  };

  CATEGORY_TREE.forEach((seed, index) => addCategory(seed, index + 1, null, REFERENCE_KIND[seed.key] ?? 'nutrient'));
  return { ...docs, icons };
}
