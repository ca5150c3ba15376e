import type { CategoryDoc, SupplementDoc, TopicDoc } from '../../domain/docs.js';
import { normalizeText } from '../../domain/keywords.js';
import { parseSerialisedIndex, rankingData } from './index-format.js';
import { searchableIndex, type CatalogueIndex } from './index-search.js';
import type { CatalogueSnapshot, IndexEntry, LocalizedText, SupplementCard, TextCard, TopicCard } from './index-entries.js';
import { loadSynonyms, type SynonymGroups } from './synonyms.js';
import { buildTermIndex } from './term-index-build.js';
import { firstParagraphText, htmlToUnitText, letterPairKeys, processTerm, tokenize, UNIT_SEPARATOR } from './text.js';

export type { CatalogueIndex } from './index-search.js';

/**
 * The in-memory full-text index of the catalogue, and how content is sorted into the three
 * result groups of the search screen (docs/decisions/search.md, "Search groups"):
 * - a supplement of an ordinary category → 'Suplementos' (matched by name and topic tags);
 * - a supplement of a formulas category (or of a subcategory of one) → 'Nutra Fórmulas', source 'supplement';
 * - a topic named 'Formas Químicas' → 'Formas Químicas' (matched by its content);
 * - a topic named 'Nutra Fórmulas' → 'Nutra Fórmulas', source 'supplement_topic' (matched by its content).
 * - any other topic (Descrição, Posologia, Interações, …) → 'Tópicos' (matched by its content);
 * - a supplement's graded indications → 'Tópicos', as 'Indicações' (matched by their text).
 * Every topic's tags also count as keywords of its supplement.
 */

const CHEMICAL_FORMS_TOPIC = new Set(['formas quimicas', 'chemical forms']);
// 'Nutra Formulas' (en) normalises to the same text as 'Nutra Fórmulas'.
const FORMULA_TOPIC = new Set(['nutra formulas']);

const DESCRIPTION_TOPIC = new Set(['descricao', 'description']);

/** The description topic of a paid supplement: its first paragraph is its teaser (modules/topics/teaser.ts). */
const isDescription = (topic: TopicDoc) => [topic.name, topic.i18n?.en?.name ?? ''].map(normalizeText).some((name) => DESCRIPTION_TOPIC.has(name));

function topicKind(topic: TopicDoc): 'chemical_forms' | 'formula_topic' | null {
  const names = [topic.name, topic.i18n?.en?.name ?? ''].map(normalizeText);
  if (names.some((name) => CHEMICAL_FORMS_TOPIC.has(name))) return 'chemical_forms';
  if (names.some((name) => FORMULA_TOPIC.has(name))) return 'formula_topic';
  return null;
}

/** Ids of the formulas categories and of every category below one. */
function formulaCategoryIds(categories: CategoryDoc[]): Set<number> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const isFormulas = (category: CategoryDoc): boolean => {
    const seen = new Set<number>();
    for (let current: CategoryDoc | undefined = category; current && !seen.has(current.id); current = byId.get(current.parent_id ?? -1)) {
      if (current.is_formulas) return true;
      seen.add(current.id);
    }
    return false;
  };
  return new Set(categories.filter(isFormulas).map((category) => category.id));
}

function localizedText(pt: string, en: string | undefined): LocalizedText {
  return en ? { pt, en } : { pt };
}

function supplementCard(supplement: SupplementDoc, categories: Map<number, CategoryDoc>): SupplementCard {
  const category = categories.get(supplement.category_id);
  return {
    name: localizedText(supplement.name, supplement.i18n?.en?.name),
    slug: supplement.slug,
    is_paid: supplement.is_paid === 1 ? 1 : 0,
    image: category?.image ?? supplement.category.image,
    categorySlug: category?.slug ?? supplement.category.slug,
  };
}

function topicTags(topic: TopicDoc): string {
  const tags = topic.tags?.trim() ?? '';
  return tags === 'null' ? '' : tags;
}

/** The name a card shows for a match in the graded indications. */
const INDICATIONS_NAME: LocalizedText = { pt: 'Indicações', en: 'Indications' };

function indicationsCard(supplement: SupplementDoc, paid: SupplementCard['is_paid']): TextCard | null {
  const texts = (supplement.indications ?? []).map((indication) => indication.text.trim()).filter((text) => text.length > 0);
  if (texts.length === 0) return null;
  return { source: 'indications', id: null, slug: null, name: INDICATIONS_NAME, is_paid: paid, text: { pt: texts.join(UNIT_SEPARATOR) } };
}

function both(text: LocalizedText): string {
  return text.en ? `${text.pt} ${text.en}` : text.pt;
}

/** The index's entries and, per entry, the raw words of its name, tags and content fields. */
export interface CatalogueDocuments {
  entries: IndexEntry[];
  documents: string[][][];
}

/** Sorts the catalogue into result entries and the text each is found by. */
export function catalogueDocuments(snapshot: CatalogueSnapshot): CatalogueDocuments {
  const categories = new Map(snapshot.categories.map((category) => [category.id, category]));
  const formulaCategories = formulaCategoryIds(snapshot.categories);
  const cards = new Map(snapshot.supplements.map((supplement) => [supplement.id, supplementCard(supplement, categories)]));
  const tagsBySupplement = new Map<number, string[]>();
  const entries: IndexEntry[] = [];
  /** Per entry, the raw words of its name, tags and content fields. */
  const documents: string[][][] = [];

  for (const topic of snapshot.topics) {
    const supplement = cards.get(topic.supplement_id);
    if (!supplement) continue;
    const tags = topicTags(topic);
    if (tags) {
      const list = tagsBySupplement.get(topic.supplement_id);
      if (list) list.push(tags);
      else tagsBySupplement.set(topic.supplement_id, [tags]);
    }
    const enContent = topic.i18n?.en?.content;
    const text = localizedText(htmlToUnitText(topic.content), enContent ? htmlToUnitText(enContent) : undefined);
    const card: TopicCard = { name: localizedText(topic.name, topic.i18n?.en?.name), is_paid: topic.is_paid === 1 ? 1 : 0, text };
    documents.push([[], [], tokenize(both(text))]);
    const kind = topicKind(topic);
    if (kind) entries.push({ kind, supplement, topic: card });
    else entries.push({ kind: 'topic_text', supplement, topic: { ...card, source: 'topic', id: topic.id, slug: topic.slug } });
    const teaser = supplement.is_paid === 1 && isDescription(topic) ? firstParagraphText(topic.content) : null;
    if (teaser) {
      const enTeaser = enContent ? firstParagraphText(enContent) : null;
      const teaserText = localizedText(teaser, enTeaser ?? undefined);
      documents.push([[], [], tokenize(both(teaserText))]);
      entries.push({ kind: 'topic_text', supplement, topic: { ...card, is_paid: 0, text: teaserText, source: 'topic', id: topic.id, slug: topic.slug, teaser: true } });
    }
  }
  for (const supplement of snapshot.supplements) {
    const card = cards.get(supplement.id)!;
    const kind = formulaCategories.has(supplement.category_id) ? 'formula_supplement' : 'supplement';
    documents.push([tokenize(both(card.name)), tokenize((tagsBySupplement.get(supplement.id) ?? []).join(' ')), []]);
    entries.push({ kind, supplement: card });
    const indications = indicationsCard(supplement, card.is_paid);
    if (indications) {
      documents.push([[], [], tokenize(indications.text.pt)]);
      entries.push({ kind: 'topic_text', supplement: card, topic: indications });
    }
  }
  return { entries, documents };
}

/** Per letter-pair key, the text entries that have it (see `IndexParts.letterPairs`). */
function letterPairIndex(entries: IndexEntry[]): Map<string, number[]> {
  const pairs = new Map<string, number[]>();
  entries.forEach((entry, doc) => {
    if (!('topic' in entry)) return;
    const { pt, en } = entry.topic.text;
    for (const key of new Set([...letterPairKeys(pt), ...(en ? letterPairKeys(en) : [])])) {
      const docs = pairs.get(key);
      if (docs) docs.push(doc);
      else pairs.set(key, [doc]);
    }
  });
  return pairs;
}

/** Builds the index from a snapshot of the catalogue; `search` answers the groups, ranked. */
export function buildCatalogueIndex(snapshot: CatalogueSnapshot, synonyms: SynonymGroups = loadSynonyms()): CatalogueIndex {
  const { entries, documents } = catalogueDocuments(snapshot);
  return searchableIndex({ entries, terms: buildTermIndex(documents, processTerm), ...rankingData(entries), letterPairs: letterPairIndex(entries) }, synonyms);
}

/** Loads an index serialised by `serialise()` (the build job's blob), without reading the catalogue. */
export function loadCatalogueIndex(bytes: Buffer, synonyms: SynonymGroups = loadSynonyms()): CatalogueIndex {
  return searchableIndex(parseSerialisedIndex(bytes), synonyms);
}
