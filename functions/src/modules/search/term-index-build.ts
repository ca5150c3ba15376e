import { FIELD_BOOSTS, FIELD_COUNT, TermIndex } from './term-index.js';

/** MiniSearch's BM25+ parameters. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

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
