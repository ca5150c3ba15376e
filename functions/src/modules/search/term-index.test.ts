import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../local/seed/catalogue.js';
import { catalogueDocuments } from './catalogue-index.js';
import { RELEVANCE_SET } from './relevance/relevance-set.js';
import { buildTermIndex } from './term-index-build.js';
import { FIELD_BOOSTS } from './term-index.js';
import { processTerm, queryTerms, tokenize } from './text.js';

const { documents } = catalogueDocuments(buildCatalogue());
const terms = buildTermIndex(documents, processTerm);

/** The engine the index replaced, with the options the search used (prefix, typos, boosts). */
const reference = new MiniSearch<{ id: number; name: string; tags: string; content: string }>({
  fields: ['name', 'tags', 'content'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { name: FIELD_BOOSTS[0], tags: FIELD_BOOSTS[1], content: FIELD_BOOSTS[2] },
    prefix: (term: string, i: number, all: string[]) => term.length >= 3 || i === all.length - 1,
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
  },
});
reference.addAll(documents.map(([name = [], tags = [], content = []], id) => ({ id, name: name.join(' '), tags: tags.join(' '), content: content.join(' ') })));

function ours(query: string, combineWith: 'AND' | 'OR'): Map<number, number> {
  const words = queryTerms(query);
  const plan = terms.plan(words.map((term, i) => ({ term, prefix: term.length >= 3 || i === words.length - 1, fuzzy: term.length >= 4 ? 0.2 : false })));
  const { docs, scores } = terms.search(plan, combineWith);
  return new Map(docs.map((doc, i) => [doc, scores[i]!]));
}

describe('the term index', () => {
  it.each(['AND', 'OR'] as const)("finds the documents MiniSearch finds, with MiniSearch's scores (%s)", (combineWith) => {
    for (const { query } of RELEVANCE_SET) {
      const expected = new Map(reference.search(queryTerms(query).join(' '), { combineWith }).map((result) => [result.id as number, result.score]));
      const found = ours(query, combineWith);
      expect([...found.keys()].sort((a, b) => a - b), query).toEqual([...expected.keys()].sort((a, b) => a - b));
      for (const [doc, score] of expected) expect(found.get(doc), `${query} → ${doc}`).toBeCloseTo(score, 9);
    }
  });

  it('names the matched words and the fields they are in', () => {
    const plan = terms.plan([{ term: 'magnesio', prefix: true, fuzzy: 0.2 }]);
    const { docs } = terms.search(plan, 'AND');
    const matched = terms.matchedTerms(plan, docs[0]!);
    expect([...matched.keys()]).toContain('magnesio');
    expect([...matched.values()].every((fields) => fields > 0 && fields < 8)).toBe(true);
  });
});
