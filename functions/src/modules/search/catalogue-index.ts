import MiniSearch, { type SearchResult } from 'minisearch';
import type { CategoryDoc, Flag, SupplementDoc, TopicDoc } from '../../domain/docs.js';
import { normalizeText } from '../../domain/keywords.js';
import { loadSynonyms, queryVariants, type SynonymGroups } from './synonyms.js';
import { htmlToText, processTerm, queryTerms, tokenize } from './text.js';

/**
 * The in-memory full-text index of the catalogue, and how content is sorted into the three
 * result groups of the search screen (docs/decisions.md, "Search groups"):
 * - a supplement of an ordinary category → 'Suplementos' (matched by name and topic tags);
 * - a supplement of a formulas category (or of a subcategory of one) → 'Nutra Fórmulas', source 'supplement';
 * - a topic named 'Formas Químicas' → 'Formas Químicas' (matched by its content);
 * - a topic named 'Nutra Fórmulas' → 'Nutra Fórmulas', source 'supplement_topic' (matched by its content).
 * Other topics are not results of their own; their tags count as keywords of their supplement.
 */

export interface CatalogueSnapshot {
  categories: CategoryDoc[];
  supplements: SupplementDoc[];
  topics: TopicDoc[];
}

/** Text kept in Portuguese (always) and English (when translated). */
export interface LocalizedText {
  pt: string;
  en?: string;
}

export interface SupplementCard {
  name: LocalizedText;
  slug: string;
  is_paid: Flag;
  /** Image file name of the supplement's category (under uploads/categories). */
  image: string;
  /** Slug of the supplement's own category (the page a formula supplement's card opens). */
  categorySlug: string;
}

export interface TopicCard {
  name: LocalizedText;
  is_paid: Flag;
  text: LocalizedText;
}

type SupplementEntry = { kind: 'supplement'; supplement: SupplementCard };
type FormulaSupplementEntry = { kind: 'formula_supplement'; supplement: SupplementCard };
type ChemicalFormsEntry = { kind: 'chemical_forms'; supplement: SupplementCard; topic: TopicCard };
type FormulaTopicEntry = { kind: 'formula_topic'; supplement: SupplementCard; topic: TopicCard };
export type IndexEntry = SupplementEntry | FormulaSupplementEntry | ChemicalFormsEntry | FormulaTopicEntry;

export interface IndexMatch<E extends IndexEntry = IndexEntry> {
  entry: E;
  score: number;
  /**
   * The processed document terms that matched (to place the snippet), the words typed (or their
   * synonyms) first, then those found by prefix or typo tolerance.
   */
  terms: string[][];
}

export interface GroupedMatches {
  supplements: IndexMatch<SupplementEntry>[];
  chemicalForms: IndexMatch<ChemicalFormsEntry>[];
  formulas: IndexMatch<FormulaSupplementEntry | FormulaTopicEntry>[];
}

interface IndexedFields {
  id: number;
  name: string;
  tags: string;
  content: string;
}

const CHEMICAL_FORMS_TOPIC = new Set(['formas quimicas', 'chemical forms']);
// 'Nutra Formulas' (en) normalises to the same text as 'Nutra Fórmulas'.
const FORMULA_TOPIC = new Set(['nutra formulas']);

const byName = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

const MINISEARCH_OPTIONS = {
  fields: ['name', 'tags', 'content'],
  tokenize,
  processTerm,
  searchOptions: {
    // A name (and tags) weigh more than a word somewhere in a topic's text.
    boost: { name: 3, tags: 1.5, content: 1 },
    prefix: (term: string, i: number, terms: string[]) => term.length >= 3 || i === terms.length - 1,
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
  },
};


/**
 * A supplement whose name is what was typed ranks above one that merely mentions it: the score is
 * multiplied when the query (or one of its synonym variants) is the name, or begins its words.
 */
const NAME_IS_QUERY = 4;
const NAME_BEGINS_WITH_QUERY = 2;

function nameMultiplier(card: SupplementCard, variants: string[][]): number {
  let best = 1;
  for (const name of [card.name.pt, card.name.en ?? '']) {
    const words = queryTerms(name);
    if (words.length === 0) continue;
    for (const terms of variants) {
      if (terms.length === words.length && terms.every((term, i) => words[i] === term)) return NAME_IS_QUERY;
      if (terms.every((term) => words.some((word) => word.startsWith(term)))) best = NAME_BEGINS_WITH_QUERY;
    }
  }
  return best;
}

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

function both(text: LocalizedText): string {
  return text.en ? `${text.pt} ${text.en}` : text.pt;
}

/** Builds the index from a snapshot of the catalogue; `search` answers the three groups, ranked. */
export function buildCatalogueIndex(snapshot: CatalogueSnapshot, synonyms: SynonymGroups = loadSynonyms()) {
  const categories = new Map(snapshot.categories.map((category) => [category.id, category]));
  const formulaCategories = formulaCategoryIds(snapshot.categories);
  const cards = new Map(snapshot.supplements.map((supplement) => [supplement.id, supplementCard(supplement, categories)]));
  const tagsBySupplement = new Map<number, string[]>();
  const entries: IndexEntry[] = [];
  const documents: IndexedFields[] = [];

  for (const topic of snapshot.topics) {
    const supplement = cards.get(topic.supplement_id);
    if (!supplement) continue;
    const tags = topicTags(topic);
    if (tags) {
      const list = tagsBySupplement.get(topic.supplement_id);
      if (list) list.push(tags);
      else tagsBySupplement.set(topic.supplement_id, [tags]);
    }
    const kind = topicKind(topic);
    if (!kind) continue;
    const enContent = topic.i18n?.en?.content;
    const text = localizedText(htmlToText(topic.content), enContent ? htmlToText(enContent) : undefined);
    const card: TopicCard = { name: localizedText(topic.name, topic.i18n?.en?.name), is_paid: topic.is_paid === 1 ? 1 : 0, text };
    documents.push({ id: entries.length, name: '', tags: '', content: both(text) });
    entries.push({ kind, supplement, topic: card });
  }
  for (const supplement of snapshot.supplements) {
    const card = cards.get(supplement.id)!;
    const kind = formulaCategories.has(supplement.category_id) ? 'formula_supplement' : 'supplement';
    documents.push({ id: entries.length, name: both(card.name), tags: (tagsBySupplement.get(supplement.id) ?? []).join(' '), content: '' });
    entries.push({ kind, supplement: card });
  }

  const index = new MiniSearch<IndexedFields>(MINISEARCH_OPTIONS);
  index.addAll(documents);
  return searchableIndex(index, entries, synonyms);
}

/** A serialised index: what a build job would store once per catalogue version (issue 13). */
export interface SerialisedIndex {
  entries: IndexEntry[];
  index: unknown;
}

/** Loads an index serialised by `serialise()`, without reading the catalogue. */
export function loadCatalogueIndex(json: string, synonyms: SynonymGroups = loadSynonyms()) {
  const parsed = JSON.parse(json) as SerialisedIndex;
  const index = MiniSearch.loadJS<IndexedFields>(parsed.index as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
  return searchableIndex(index, parsed.entries, synonyms);
}

function searchableIndex(index: MiniSearch<IndexedFields>, entries: IndexEntry[], synonyms: SynonymGroups) {
  function ranked(results: SearchResult[], variants: string[][]): IndexMatch[] {
    return results
      .map((result) => {
        const entry = entries[result.id as number]!;
        const boost = entry.kind === 'supplement' || entry.kind === 'formula_supplement' ? nameMultiplier(entry.supplement, variants) : 1;
        const typed = new Set(variants.flat());
        const exact = result.terms.filter((term) => typed.has(term));
        return { entry, score: result.score * boost, terms: [exact, result.terms.filter((term) => !typed.has(term))] };
      })
      .sort((a, b) => b.score - a.score || byName.compare(a.entry.supplement.name.pt, b.entry.supplement.name.pt));
  }

  /** Each document once, with its best score over the query's synonym variants. */
  function searchVariants(variants: string[], combineWith: 'AND' | 'OR'): SearchResult[] {
    const best = new Map<number, SearchResult>();
    for (const variant of variants) {
      for (const result of index.search(variant, { combineWith })) {
        const seen = best.get(result.id as number);
        if (!seen || result.score > seen.score) best.set(result.id as number, result);
      }
    }
    return [...best.values()];
  }

  /**
   * A one-letter word ('vitamina d', 'complexo b') would prefix-match half the catalogue; it counts
   * only where it meets that letter alone or followed by digits (d, d3, b12), and, for a supplement,
   * only in its name (not in the tags of its formulas, which list what they combine it with).
   */
  function honoursLetters(result: SearchResult, letters: string[]): boolean {
    if (letters.length === 0) return true;
    const nameOnly = entries[result.id as number]!.kind === 'supplement' || entries[result.id as number]!.kind === 'formula_supplement';
    return letters.every((letter) =>
      Object.entries(result.match).some(
        ([term, fields]) => (term === letter || (term.startsWith(letter) && /^\d+$/.test(term.slice(1)))) && (!nameOnly || fields.includes('name')),
      ),
    );
  }

  /** Every word must match (typos and prefixes allowed); if nothing does, any word may. */
  function search(query: string): GroupedMatches {
    const groups: GroupedMatches = { supplements: [], chemicalForms: [], formulas: [] };
    if (queryTerms(query).length === 0) return groups;
    const variants = queryVariants(query, synonyms);
    const letters = queryTerms(query).filter((term) => term.length === 1 && /[a-z]/.test(term));
    let results = searchVariants(variants, 'AND').filter((result) => honoursLetters(result, letters));
    if (results.length === 0) results = searchVariants([query], 'OR');
    for (const match of ranked(results, variants.map((variant) => variant.split(' ')))) {
      const { entry } = match;
      if (entry.kind === 'supplement') groups.supplements.push({ ...match, entry });
      else if (entry.kind === 'chemical_forms') groups.chemicalForms.push({ ...match, entry });
      else groups.formulas.push({ ...match, entry });
    }
    return groups;
  }

  /** The index and its entries as JSON (MiniSearch's own format for the index). */
  const serialise = (): string => JSON.stringify({ entries, index } satisfies SerialisedIndex);

  return { search, serialise, size: entries.length };
}
export type CatalogueIndex = ReturnType<typeof searchableIndex>;
