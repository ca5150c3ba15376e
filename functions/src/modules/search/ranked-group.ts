import type { IndexEntry, IndexMatch } from './index-entries.js';
import type { QueryPlan, TermIndex } from './term-index.js';

/** What every result of one query shares: the hits (parallel arrays) and what ranks and explains them. */
export interface RankedHits {
  entries: IndexEntry[];
  index: TermIndex;
  nameRank: Int32Array;
  docs: number[];
  /** Final scores (after the name multiplier), by hit. */
  scores: Float64Array;
  plans: QueryPlan[];
  /** The words typed and their synonyms (processed): snippet terms found among them come first. */
  typed: ReadonlySet<string>;
}

/** A match whose snippet terms are worked out only when read (for the cards shown, not every result). */
class LazyMatch implements IndexMatch {
  private found: string[][] | undefined;

  constructor(
    private readonly hits: RankedHits,
    private readonly hit: number,
  ) {}

  get entry(): IndexEntry {
    return this.hits.entries[this.hits.docs[this.hit]!]!;
  }

  get score(): number {
    return this.hits.scores[this.hit]!;
  }

  get terms(): string[][] {
    if (!this.found) {
      const { index, plans, docs, typed } = this.hits;
      const matched = [...index.matchedTerms(plans[this.hit]!, docs[this.hit]!).keys()];
      this.found = [matched.filter((term) => typed.has(term)), matched.filter((term) => !typed.has(term))];
    }
    return this.found;
  }
}

/**
 * One result group, ranked on demand: by score, then the catalogue's name order, then entry order.
 * A page needs only its first `end` results in order, so `slice` selects those (a bounded heap)
 * instead of sorting every match of a common word.
 */
export class RankedGroup<E extends IndexEntry = IndexEntry> {
  private sorted = 0;

  constructor(
    private readonly hits: RankedHits,
    /** Hit numbers of this group; its first `sorted` are in final order. */
    private members: number[],
  ) {}

  get length(): number {
    return this.members.length;
  }

  /** The matches ranked `start` to `end` (exclusive), as `Array.prototype.slice`. */
  slice(start: number, end: number = this.members.length): IndexMatch<E>[] {
    const stop = Math.min(end, this.members.length);
    this.orderFirst(stop);
    return this.members.slice(start, stop).map((hit) => new LazyMatch(this.hits, hit) as unknown as IndexMatch<E>);
  }

  /** Every match, in order. */
  all(): IndexMatch<E>[] {
    return this.slice(0);
  }

  /** 'a before b': higher score, then name order, then entry order. */
  private readonly before = (a: number, b: number): number => {
    const { scores, nameRank, docs } = this.hits;
    return scores[b]! - scores[a]! || nameRank[docs[a]!]! - nameRank[docs[b]!]! || docs[a]! - docs[b]!;
  };

  private orderFirst(count: number): void {
    if (count <= this.sorted) return;
    const done = this.members.slice(0, this.sorted);
    const rest = this.members.slice(this.sorted);
    const needed = count - this.sorted;
    if (needed * 4 >= rest.length) {
      this.members = [...done, ...rest.sort(this.before)];
      this.sorted = this.members.length;
      return;
    }
    const top = topOf(rest, needed, this.before);
    const chosen = new Set(top);
    this.members = [...done, ...top, ...rest.filter((hit) => !chosen.has(hit))];
    this.sorted = count;
  }
}

/** The `count` first of `items` by `before`, in order (a max-heap of the best `count` so far). */
function topOf(items: number[], count: number, before: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  const worseFirst = (i: number, j: number) => before(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  const up = (i: number) => {
    for (let parent = (i - 1) >> 1; i > 0 && worseFirst(i, parent); i = parent, parent = (i - 1) >> 1) swap(i, parent);
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      let worst = i;
      if (left < heap.length && worseFirst(left, worst)) worst = left;
      if (left + 1 < heap.length && worseFirst(left + 1, worst)) worst = left + 1;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      up(heap.length - 1);
    } else if (before(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(before);
}
