import type { CategoryDoc, Flag, SupplementDoc, TopicDoc } from '../../domain/docs.js';

/** What the search index is built from, and the entries it holds (catalogue-index.ts sorts content into them). */
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

/** Where a 'Tópicos' match was found: a topic's text, or the supplement's graded indications. */
export type TextSource = 'topic' | 'indications';

/** A topic of no group of its own (Descrição, Posologia, Interações, …) or a supplement's indications. */
export interface TextCard extends TopicCard {
  source: TextSource;
  /** The topic's id and slug (null for the indications, which belong to the supplement). */
  id: number | null;
  slug: string | null;
  /**
   * Issue 41, item 4: the first paragraph of a paid supplement's description, what its teaser shows
   * anyone; the only text of a paid supplement a reader without premium finds (premium readers find the whole topic).
   */
  teaser?: true;
}

export type SupplementEntry = { kind: 'supplement'; supplement: SupplementCard };
export type FormulaSupplementEntry = { kind: 'formula_supplement'; supplement: SupplementCard };
export type ChemicalFormsEntry = { kind: 'chemical_forms'; supplement: SupplementCard; topic: TopicCard };
export type FormulaTopicEntry = { kind: 'formula_topic'; supplement: SupplementCard; topic: TopicCard };
export type TopicTextEntry = { kind: 'topic_text'; supplement: SupplementCard; topic: TextCard };
export type IndexEntry = SupplementEntry | FormulaSupplementEntry | ChemicalFormsEntry | FormulaTopicEntry | TopicTextEntry;

export interface IndexMatch<E extends IndexEntry = IndexEntry> {
  entry: E;
  score: number;
  /**
   * The processed document terms that matched (to place the snippet), the words typed (or their
   * synonyms) first, then those found by prefix or typo tolerance.
   */
  terms: string[][];
}
