import SearchableMap from 'minisearch/SearchableMap';

/**
 * The inverted index under the catalogue search: MiniSearch's scoring (BM25 per field, field boosts,
 * prefix and fuzzy expansions with its weights, AND/OR combination, score × matched query terms),
 * with each term's postings and per-document weight worked out once at build time. A query then
 * adds up precomputed numbers over typed arrays instead of rebuilding them from term frequencies.
 * MiniSearch's radix tree (`SearchableMap`) finds the prefix and fuzzy expansions of a word.
 * The build is in term-index-build.ts.
 */

/** Field boosts, in field order: name, tags, content. A name weighs more than a word in a text. */
export const FIELD_BOOSTS = [3, 1.5, 1] as const;
export const FIELD_COUNT = FIELD_BOOSTS.length;
const WEIGHTS = { prefix: 0.375, fuzzy: 0.45 };
const MAX_FUZZY = 2;

export interface TermQuery {
  term: string;
  prefix: boolean;
  /** Edit distance as a fraction of the word's length (MiniSearch's `fuzzy`), or false. */
  fuzzy: number | false;
  /**
   * A one-letter word: besides itself, only the words that are it followed by digits (d → d3, b → b12),
   * weighed as prefixes. Every other word it begins would be thrown away by the search anyway.
   */
  letterWithDigits?: boolean;
}

/** One indexed word a query word reaches, with the weight MiniSearch gives that kind of match. */
interface Expansion {
  termId: number;
  term: string;
  weight: number;
}

export interface QueryPlan {
  /** The query words, in order (a word typed twice counts once in a score's multiplier). */
  words: string[];
  /** Per query word, its expansions: the word itself, then prefix and fuzzy matches. */
  expansions: Expansion[][];
}

export interface TermHits {
  docs: number[];
  scores: number[];
}

/** The index as stored: the vocabulary in first-seen order and flat postings per term. */
export interface SerialisedTermIndex {
  documentCount: number;
  terms: string[];
  /** Postings of term i are [offsets[i], offsets[i + 1]). */
  offsets: Int32Array;
  /** Document ids, ascending within a term. */
  docs: Int32Array;
  /** Σ over fields of boost × BM25 of the term in the document. */
  weights: Float64Array;
  /** Bit f set when the term is in field f of the document. */
  fields: Uint8Array;
}

export function loadTermIndex(stored: SerialisedTermIndex): TermIndex {
  return new TermIndex(stored.documentCount, stored.terms, stored.offsets, stored.docs, stored.weights, stored.fields);
}

export class TermIndex {
  private readonly vocabulary: SearchableMap<number>;
  /** Scratch space of one query, one slot per document. */
  private readonly scores: Float64Array;
  private readonly wordsMatched: Uint32Array;
  private readonly specsMatched: Uint16Array;

  constructor(
    readonly documentCount: number,
    private readonly terms: string[],
    private readonly offsets: Int32Array,
    private readonly docs: Int32Array,
    private readonly weights: Float64Array,
    private readonly fields: Uint8Array,
  ) {
    this.vocabulary = new SearchableMap<number>();
    terms.forEach((term, id) => this.vocabulary.set(term, id));
    this.scores = new Float64Array(documentCount);
    this.wordsMatched = new Uint32Array(documentCount);
    this.specsMatched = new Uint16Array(documentCount);
  }

  /** The indexed words each query word reaches, with their weights (MiniSearch's `executeQuerySpec`). */
  plan(queries: TermQuery[]): QueryPlan {
    return {
      words: queries.map((query) => query.term),
      expansions: queries.map((query) => {
        const found: Expansion[] = [];
        const exact = this.vocabulary.get(query.term);
        if (exact !== undefined) found.push({ termId: exact, term: query.term, weight: 1 });
        const seen = new Set<string>([query.term]);
        if (query.prefix || query.letterWithDigits) {
          for (const [term, termId] of this.vocabulary.atPrefix(query.term)) {
            if (seen.has(term) || (!query.prefix && !/^\d+$/.test(term.slice(query.term.length)))) continue;
            seen.add(term);
            const distance = term.length - query.term.length;
            found.push({ termId, term, weight: (WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance) });
          }
        }
        if (query.fuzzy !== false) {
          const maxDistance = query.fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(query.term.length * query.fuzzy)) : query.fuzzy;
          if (maxDistance > 0) {
            for (const [term, [termId, distance]] of this.vocabulary.fuzzyGet(query.term, maxDistance)) {
              if (distance === 0 || seen.has(term)) continue;
              seen.add(term);
              found.push({ termId, term, weight: (WEIGHTS.fuzzy * term.length) / (term.length + distance) });
            }
          }
        }
        return found;
      }),
    };
  }

  /**
   * Documents matching every query word ('AND') or any ('OR'), with MiniSearch's score: the sum of
   * each expansion's weight × the term's precomputed weight in the document, times the number of
   * distinct query words that matched.
   */
  search(plan: QueryPlan, combineWith: 'AND' | 'OR'): TermHits {
    const { scores, wordsMatched, specsMatched } = this;
    const wordBit = plan.words.map((word) => 1 << Math.min(31, plan.words.indexOf(word)));
    const touched: number[] = [];
    plan.expansions.forEach((expansions, spec) => {
      for (const { termId, weight } of expansions) {
        for (let p = this.offsets[termId]!; p < this.offsets[termId + 1]!; p += 1) {
          const doc = this.docs[p]!;
          const previous = specsMatched[doc]!;
          if (previous !== spec + 1) {
            // The first expansion of this word to reach the document; with AND, only one every earlier word reached.
            if (combineWith === 'AND' && previous !== spec) continue;
            if (previous === 0) touched.push(doc);
            specsMatched[doc] = spec + 1;
            wordsMatched[doc]! |= wordBit[spec]!;
          }
          scores[doc]! += weight * this.weights[p]!;
        }
      }
    });
    const needed = plan.expansions.length;
    const docs: number[] = [];
    const found: number[] = [];
    for (const doc of touched) {
      if (combineWith === 'OR' || specsMatched[doc] === needed) {
        docs.push(doc);
        found.push(scores[doc]! * popCount(wordsMatched[doc]!));
      }
      scores[doc] = 0;
      wordsMatched[doc] = 0;
      specsMatched[doc] = 0;
    }
    return { docs, scores: found };
  }

  /**
   * The indexed words of `plan` found in `doc`, each with a bit per field it is in (bit 0 name,
   * 1 tags, 2 content), in the order a query reaches them.
   */
  matchedTerms(plan: QueryPlan, doc: number): Map<string, number> {
    const matched = new Map<string, number>();
    for (const expansions of plan.expansions) {
      for (const { termId, term } of expansions) {
        const at = this.postingOf(termId, doc);
        if (at >= 0) matched.set(term, (matched.get(term) ?? 0) | this.fields[at]!);
      }
    }
    return matched;
  }

  /** Position of `doc` in the postings of `termId` (binary search), or -1. */
  private postingOf(termId: number, doc: number): number {
    let low = this.offsets[termId]!;
    let high = this.offsets[termId + 1]! - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.docs[middle]!;
      if (value === doc) return middle;
      if (value < doc) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  serialise(): SerialisedTermIndex {
    const { documentCount, terms, offsets, docs, weights, fields } = this;
    return { documentCount, terms, offsets, docs, weights, fields };
  }
}

function popCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
