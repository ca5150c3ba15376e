import { gunzipSync, gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type { CatalogueDocuments } from '../modules/search/catalogue-index.js';
import { FIELD_BOOSTS } from '../modules/search/term-index.js';
import { processTerm, tokenize } from '../modules/search/text.js';

/**
 * The engine the search used before issue 13's work, for the bench's side-by-side run: MiniSearch 7
 * over the same entries and fields, with the same tokenizer, term processing, boosts, prefix and
 * typo rules, AND-combined. It answers MiniSearch's raw results (no synonyms, ranking or groups),
 * so its query times are a floor for what it would cost in the app.
 */
const OPTIONS = {
  fields: ['name', 'tags', 'content'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { name: FIELD_BOOSTS[0], tags: FIELD_BOOSTS[1], content: FIELD_BOOSTS[2] },
    prefix: (term: string, i: number, terms: string[]) => term.length >= 3 || i === terms.length - 1,
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
    combineWith: 'AND' as const,
  },
};

interface Fields {
  id: number;
  name: string;
  tags: string;
  content: string;
}

export function buildMiniSearch({ documents }: CatalogueDocuments): MiniSearch<Fields> {
  const index = new MiniSearch<Fields>(OPTIONS);
  index.addAll(documents.map(([name = [], tags = [], content = []], id) => ({ id, name: name.join(' '), tags: tags.join(' '), content: content.join(' ') })));
  return index;
}

export const encodeMiniSearch = (index: MiniSearch<Fields>): Buffer => gzipSync(JSON.stringify(index));
export const decodeMiniSearch = (bytes: Buffer): MiniSearch<Fields> => MiniSearch.loadJSON<Fields>(gunzipSync(bytes).toString('utf8'), OPTIONS);
