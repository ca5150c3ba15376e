import { z } from './zod.js';

/** Results per group and page: a page shows up to this many cards in each of the three groups. */
export const SEARCH_GROUP_SIZE = 10;

export const SEARCH_TERM_REQUIRED = 'Informe o termo de busca';

/** 503 of GET search while no index has been built yet (a fresh deploy): the build is under way. */
export const SEARCH_INDEX_NOT_READY = 'A busca está sendo preparada. Tente novamente em alguns instantes.';

/** GET search: `search` (the term, required) and `page` (from 1). */
export const searchQuerySchema = z.object({
  search: z.string({ error: SEARCH_TERM_REQUIRED }).trim().min(1, SEARCH_TERM_REQUIRED).max(100, 'Termo de busca muito longo'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The three result groups, always answered in this order (possibly empty). */
export const SEARCH_GROUP_TYPES = ['Suplementos', 'Formas Químicas', 'Nutra Fórmulas'] as const;

type Flag = 0 | 1;

/** 'Suplementos': opens /app/suplementos/topicos/{item.slug}. `image` is a category image. */
export interface SupplementSearchResult {
  item: { name: string; slug: string; image: string; is_paid: Flag };
}

/** 'Formas Químicas': a match inside a chemical-forms topic; opens the topics of `supplement.slug`. */
export interface ChemicalFormSearchResult {
  /** `content` is a plain-text snippet around the match ('' for paid content and a non-premium caller). */
  item: { is_paid: Flag; topic_name: string; content: string };
  supplement: { name: string; slug: string; image: string };
}

/**
 * 'Nutra Fórmulas': a match inside a formula topic (source 'supplement_topic', `item.slug` is the
 * supplement's, opens its topics) or a supplement of a formulas category (source 'supplement',
 * `item.slug` is its category's, opens /app/categorias/{slug}/subcategorias; no topic, no snippet).
 */
export interface FormulaSearchResult {
  item: {
    name: string;
    image: string;
    slug: string;
    is_paid: Flag;
    source: 'supplement_topic' | 'supplement';
    topic_name: string | null;
    snippet: string;
  };
  supplement: { slug: string };
}

export type SearchGroup =
  | { type: 'Suplementos'; data: SupplementSearchResult[] }
  | { type: 'Formas Químicas'; data: ChemicalFormSearchResult[] }
  | { type: 'Nutra Fórmulas'; data: FormulaSearchResult[] };

/** The answer of GET search: `items.data` holds the three groups; pages count the largest group. */
export interface SearchAnswer {
  items: { data: SearchGroup[]; current_page: number; last_page: number };
}
