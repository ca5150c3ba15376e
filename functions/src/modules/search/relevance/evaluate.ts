import type { CatalogueIndex } from '../catalogue-index.js';
import type { RelevanceCase } from './relevance-set.js';

/**
 * The supplements a search shows, in screen order (Suplementos, Formas Químicas, Nutra Fórmulas), once each;
 * for a population or condition ('gestante', 'enxaqueca'), named by no supplement, those of the 'Tópicos' group
 * (where the graded indications and the dose groups are found), in its order.
 */
export function rankedSupplements(index: CatalogueIndex, query: string, kind?: RelevanceCase['kind']): string[] {
  const groups = index.search(query);
  if (kind === 'population') return [...new Set(groups.topics.all().map((match) => match.entry.supplement.name.pt))];
  const names = [...groups.supplements.all(), ...groups.chemicalForms.all(), ...groups.formulas.all()].map((match) => match.entry.supplement.name.pt);
  return [...new Set(names)];
}

export interface CaseOutcome {
  query: string;
  kind: RelevanceCase['kind'];
  top5: string[];
  precisionAt1: number;
  precisionAt3: number;
  reciprocalRank: number;
  failures: string[];
}

/** Scores one case: P@1, P@3 over the expected set, reciprocal rank, and what it breaks. */
export function evaluateCase(index: CatalogueIndex, relevance: RelevanceCase): CaseOutcome {
  const ranked = rankedSupplements(index, relevance.query, relevance.kind);
  const top5 = ranked.slice(0, 5);
  const supplementsTop5 = index.search(relevance.query).supplements.slice(0, 5).map((match) => match.entry.supplement.name.pt);
  const failures: string[] = [];
  if (relevance.none) {
    if (ranked.length > 0) failures.push(`expected nothing, found ${top5.join(', ')}`);
    const hit = ranked.length === 0 ? 1 : 0;
    return { query: relevance.query, kind: relevance.kind, top5, precisionAt1: hit, precisionAt3: hit, reciprocalRank: hit, failures };
  }
  const expected = new Set(relevance.first ?? []);
  const firstRank = ranked.findIndex((name) => expected.has(name));
  const window = Math.max(3, expected.size);
  const within = ranked.slice(0, window);
  if (firstRank !== 0) failures.push(`first is ${ranked[0] ?? 'nothing'}, expected one of ${[...expected].join(', ')}`);
  for (const name of expected) if (!within.includes(name)) failures.push(`${name} is not in the first ${window}`);
  for (const name of relevance.notTop5 ?? []) if (supplementsTop5.includes(name)) failures.push(`${name} is in the first five supplements`);
  const top3 = ranked.slice(0, 3);
  return {
    query: relevance.query,
    kind: relevance.kind,
    top5,
    precisionAt1: firstRank === 0 ? 1 : 0,
    precisionAt3: top3.filter((name) => expected.has(name)).length / Math.min(3, expected.size),
    reciprocalRank: firstRank >= 0 ? 1 / (firstRank + 1) : 0,
    failures,
  };
}

export interface RelevanceReport {
  cases: CaseOutcome[];
  precisionAt1: number;
  precisionAt3: number;
  mrr: number;
  passed: number;
}

export function evaluate(index: CatalogueIndex, set: RelevanceCase[]): RelevanceReport {
  const cases = set.map((relevance) => evaluateCase(index, relevance));
  const mean = (pick: (outcome: CaseOutcome) => number) => cases.reduce((sum, outcome) => sum + pick(outcome), 0) / cases.length;
  return {
    cases,
    precisionAt1: mean((outcome) => outcome.precisionAt1),
    precisionAt3: mean((outcome) => outcome.precisionAt3),
    mrr: mean((outcome) => outcome.reciprocalRank),
    passed: cases.filter((outcome) => outcome.failures.length === 0).length,
  };
}
