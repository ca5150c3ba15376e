import type { IndexEntry } from './catalogue-index.js';
import { loadTermIndex, type SerialisedTermIndex, type TermIndex } from './term-index.js';
import { queryTerms } from './text.js';

/**
 * What a built index holds besides its postings, worked out once at build time so neither a load
 * nor a query repeats it: each entry's place in the catalogue's name order (ties of equal score
 * break by it) and the processed words of a supplement's names (a name typed exactly ranks first).
 */
export interface RankingData {
  /** Per entry, the rank of its supplement's Portuguese name (pt collation; equal names, equal ranks). */
  nameRank: Int32Array;
  /** Per entry, the processed words of its supplement's pt and en names (supplement entries only). */
  nameTerms: (string[][] | null)[];
}

export interface IndexParts extends RankingData {
  entries: IndexEntry[];
  terms: TermIndex;
}

/** The serialised index (the build job's blob, before gzip). */
interface SerialisedIndex {
  format: 2;
  entries: IndexEntry[];
  /** Base64 of the Int32Array `nameRank`. */
  nameRank: string;
  /** Per entry: '' (not a supplement entry), else the pt words, a tab, the en words. */
  nameTerms: string[];
  terms: SerialisedTermIndex;
}

const byName = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });
const isSupplementEntry = (entry: IndexEntry) => entry.kind === 'supplement' || entry.kind === 'formula_supplement';

export function rankingData(entries: IndexEntry[]): RankingData {
  const names = [...new Set(entries.map((entry) => entry.supplement.name.pt))].sort(byName.compare);
  const rankOf = new Map<string, number>();
  names.forEach((name, i) => rankOf.set(name, i > 0 && byName.compare(names[i - 1]!, name) === 0 ? rankOf.get(names[i - 1]!)! : i));
  return {
    nameRank: Int32Array.from(entries, (entry) => rankOf.get(entry.supplement.name.pt)!),
    nameTerms: entries.map((entry) => (isSupplementEntry(entry) ? [queryTerms(entry.supplement.name.pt), queryTerms(entry.supplement.name.en ?? '')] : null)),
  };
}

export function serialiseIndex(parts: IndexParts): string {
  const serialised: SerialisedIndex = {
    format: 2,
    entries: parts.entries,
    nameRank: Buffer.from(parts.nameRank.buffer, parts.nameRank.byteOffset, parts.nameRank.byteLength).toString('base64'),
    nameTerms: parts.nameTerms.map((terms) => (terms ? terms.map((words) => words.join(' ')).join('\t') : '')),
    terms: parts.terms.serialise(),
  };
  return JSON.stringify(serialised);
}

const words = (text: string | undefined) => (text ? text.split(' ') : []);

export function parseSerialisedIndex(json: string): IndexParts {
  const parsed = JSON.parse(json) as SerialisedIndex;
  if (parsed.format !== 2) throw new Error(`search index format ${String(parsed.format)} is not this code's (2)`);
  const rankBytes = Buffer.from(parsed.nameRank, 'base64');
  const nameRank = new Int32Array(rankBytes.length / 4);
  new Uint8Array(nameRank.buffer).set(rankBytes);
  return {
    entries: parsed.entries,
    nameRank,
    nameTerms: parsed.nameTerms.map((joined, i) => (isSupplementEntry(parsed.entries[i]!) ? joined.split('\t').map(words) : null)),
    terms: loadTermIndex(parsed.terms),
  };
}
