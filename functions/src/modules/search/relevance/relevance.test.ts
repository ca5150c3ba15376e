import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../local/seed/catalogue.js';
import { buildCatalogueIndex, loadCatalogueIndex } from '../catalogue-index.js';
import type { IndexMatch } from '../index-entries.js';
import { evaluate } from './evaluate.js';
import { RELEVANCE_SET } from './relevance-set.js';

const { categories, supplements, topics } = buildCatalogue();
const index = buildCatalogueIndex({ categories, supplements, topics });
const report = evaluate(index, RELEVANCE_SET);

/** The figures reached (docs/performance.md, "Search relevance"); the suite fails below them. */
const FLOOR = { precisionAt1: 1, precisionAt3: 1, mrr: 1 };

describe('search relevance over the seeded catalogue', () => {
  it('holds at least 60 queries of every kind', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELEVANCE_SET.map((relevance) => relevance.kind)).size).toBe(10);
  });

  it(`keeps P@1, P@3 and MRR at or above the figures reached`, () => {
    console.log(`relevance: P@1 ${report.precisionAt1.toFixed(3)}, P@3 ${report.precisionAt3.toFixed(3)}, MRR ${report.mrr.toFixed(3)}; ${report.passed}/${report.cases.length} cases pass`);
    for (const outcome of report.cases.filter((c) => c.failures.length > 0)) console.log(`  ✗ ${outcome.query}: ${outcome.failures.join('; ')} [${outcome.top5.join(', ')}]`);
    expect(report.precisionAt1).toBeGreaterThanOrEqual(FLOOR.precisionAt1);
    expect(report.precisionAt3).toBeGreaterThanOrEqual(FLOOR.precisionAt3);
    expect(report.mrr).toBeGreaterThanOrEqual(FLOOR.mrr);
  });

  it.each(RELEVANCE_SET.map((relevance) => [relevance.query, relevance] as const))('"%s" ranks as a clinician expects', (_query, relevance) => {
    expect(report.cases.find((outcome) => outcome.query === relevance.query)?.failures).toEqual([]);
  });
});

describe('the serialised index', () => {
  /** What a reader sees of a search: each group's cards in order, with their scores to 6 places. */
  const seen = (target: Pick<typeof index, 'search'>, query: string) => {
    const { supplements, chemicalForms, formulas } = target.search(query);
    return [supplements.all(), chemicalForms.all(), formulas.all()].map((group: IndexMatch[]) =>
      group.map((match) => `${match.entry.kind}:${match.entry.supplement.slug}:${match.score.toFixed(6)}`),
    );
  };

  it('answers every relevance query as the index it was serialised from', () => {
    const loaded = loadCatalogueIndex(index.serialise());
    expect(loaded.size).toBe(index.size);
    for (const relevance of RELEVANCE_SET) expect(seen(loaded, relevance.query)).toEqual(seen(index, relevance.query));
  });
});
