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

/**
 * The result groups, always answered in this order (possibly empty): the spec's three, then matches
 * in other topics' text, then drugs, classes and conditions with their interactions.
 */
export const SEARCH_GROUP_TYPES = ['Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos', 'Interações'] as const;
