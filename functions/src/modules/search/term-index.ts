import SearchableMap from 'minisearch/SearchableMap';

/**
 * The inverted index under the catalogue search: MiniSearch's scoring (BM25 per field, field boosts,
 * prefix and fuzzy expansions with its weights, AND/OR combination, score × matched query terms),
 * with each term's postings and per-document weight worked out once at build time. A query then
 * adds up precomputed numbers over typed arrays instead of rebuilding them from term frequencies.
 * MiniSearch's radix tree (`SearchableMap`) finds the prefix and fuzzy expansions of a word.
 */

/** Field boosts, in field order: name, tags, content. A name weighs more than a word in a text. */
export const FIELD_BOOSTS = [3, 1.5, 1] as const;
const FIELD_COUNT = FIELD_BOOSTS.length;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const WEIGHTS = { prefix: 0.375, fuzzy: 0.45 };
const MAX_FUZZY = 2;

export interface TermQuery {
  term: string;
  prefix: boolean;
  /** Edit distance as a fraction of the word's length (MiniSearch's `fuzzy`), or false. */
  fuzzy: number | false;
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

const tokenCount = (tokens: string[]) => new Set(tokens).size;

function bm25(termFreq: number, matching: number, total: number, fieldLength: number, averageLength: number): number {
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return idf * (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / averageLength)));
}

/** A growable list of integers kept in a typed array (the build appends hundreds of thousands). */
class IntList {
  length = 0;
  private items = new Int32Array(4096);

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }

  at(i: number): number {
    return this.items[i]!;
  }
}

/**
 * Builds the postings of documents given as fields of raw words (`tokenize` output); `processTerm`
 * turns a word into its indexed term or drops it. Field lengths count distinct raw words, as
 * MiniSearch does, so scores match it. One pass collects (term, document, frequency per field);
 * a counting sort by term then lays the postings out, each term's documents ascending.
 */
export function buildTermIndex(documents: string[][][], processTerm: (word: string) => string | null): TermIndex {
  const ids = new Map<string, number>();
  const terms: string[] = [];
  const processed = new Map<string, string | null>();
  const fieldLengths = new Float64Array(documents.length * FIELD_COUNT);
  const averages = new Array<number>(FIELD_COUNT).fill(0);
  /** Per term and field, how many documents hold it (BM25's document frequency). */
  const documentFrequency: number[] = [];
  const postingTerm = new IntList();
  const postingDoc = new IntList();
  /** FIELD_COUNT frequencies per posting. */
  const postingFreq = new IntList();

  const termIdOf = (word: string): number | undefined => {
    let term = processed.get(word);
    if (term === undefined) processed.set(word, (term = processTerm(word)));
    if (!term) return undefined;
    let id = ids.get(term);
    if (id === undefined) {
      id = terms.length;
      ids.set(term, id);
      terms.push(term);
      for (let field = 0; field < FIELD_COUNT; field += 1) documentFrequency.push(0);
    }
    return id;
  };

  documents.forEach((fields, doc) => {
    const frequencies = new Map<number, number[]>();
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      const words = fields[field] ?? [];
      const length = tokenCount(words);
      fieldLengths[doc * FIELD_COUNT + field] = length;
      averages[field] = (averages[field]! * doc + length) / (doc + 1);
      for (const word of words) {
        const id = termIdOf(word);
        if (id === undefined) continue;
        let perField = frequencies.get(id);
        if (!perField) frequencies.set(id, (perField = new Array<number>(FIELD_COUNT).fill(0)));
        perField[field]! += 1;
      }
    }
    for (const [id, perField] of frequencies) {
      postingTerm.push(id);
      postingDoc.push(doc);
      perField.forEach((freq, field) => {
        postingFreq.push(freq);
        if (freq > 0) documentFrequency[id * FIELD_COUNT + field]! += 1;
      });
    }
  });

  const offsets = new Int32Array(terms.length + 1);
  for (let i = 0; i < postingTerm.length; i += 1) offsets[postingTerm.at(i) + 1]! += 1;
  for (let id = 0; id < terms.length; id += 1) offsets[id + 1]! += offsets[id]!;
  const next = offsets.slice(0, terms.length);
  const docs = new Int32Array(postingTerm.length);
  const weights = new Float64Array(postingTerm.length);
  const inFields = new Uint8Array(postingTerm.length);
  for (let i = 0; i < postingTerm.length; i += 1) {
    const id = postingTerm.at(i);
    const doc = postingDoc.at(i);
    const at = next[id]!++;
    let weight = 0;
    let mask = 0;
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      const freq = postingFreq.at(i * FIELD_COUNT + field);
      if (freq === 0) continue;
      weight += FIELD_BOOSTS[field]! * bm25(freq, documentFrequency[id * FIELD_COUNT + field]!, documents.length, fieldLengths[doc * FIELD_COUNT + field]!, averages[field]!);
      mask |= 1 << field;
    }
    docs[at] = doc;
    weights[at] = weight;
    inFields[at] = mask;
  }
  return new TermIndex(documents.length, terms, offsets, docs, weights, inFields);
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
        if (query.prefix) {
          for (const [term, termId] of this.vocabulary.atPrefix(query.term)) {
            if (seen.has(term)) continue;
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
