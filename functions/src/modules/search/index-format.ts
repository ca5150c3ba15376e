import type { IndexEntry } from './index-entries.js';
import { loadTermIndex, type TermIndex } from './term-index.js';
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

/**
 * The stored index (the build job's blob, before gzip): 'NIX2', the byte length of a JSON header,
 * the header (entries, vocabulary, name words), zero padding to a multiple of 8, then the typed
 * arrays back to back in the order of `ARRAYS`. A load parses only the header; the arrays are
 * views on the bytes, with no text to decode.
 */
const MAGIC = 'NIX2';
const ARRAYS = [
  ['weights', Float64Array],
  ['nameRank', Int32Array],
  ['offsets', Int32Array],
  ['docs', Int32Array],
  ['fields', Uint8Array],
] as const;
type ArrayName = (typeof ARRAYS)[number][0];

interface Header {
  documentCount: number;
  entries: IndexEntry[];
  terms: string[];
  /** Per entry: '' (not a supplement entry), else the pt words, a tab, the en words. */
  nameTerms: string[];
  /** Element count of each array, in `ARRAYS` order. */
  lengths: number[];
}

const byName = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });
const isSupplementEntry = (entry: IndexEntry) => entry.kind === 'supplement' || entry.kind === 'formula_supplement';
const padTo8 = (length: number) => (8 - (length % 8)) % 8;

export function rankingData(entries: IndexEntry[]): RankingData {
  const names = [...new Set(entries.map((entry) => entry.supplement.name.pt))].sort(byName.compare);
  const rankOf = new Map<string, number>();
  names.forEach((name, i) => rankOf.set(name, i > 0 && byName.compare(names[i - 1]!, name) === 0 ? rankOf.get(names[i - 1]!)! : i));
  return {
    nameRank: Int32Array.from(entries, (entry) => rankOf.get(entry.supplement.name.pt)!),
    nameTerms: entries.map((entry) => (isSupplementEntry(entry) ? [queryTerms(entry.supplement.name.pt), queryTerms(entry.supplement.name.en ?? '')] : null)),
  };
}

export function serialiseIndex(parts: IndexParts): Buffer {
  const { documentCount, terms, ...postings } = parts.terms.serialise();
  const arrays: Record<ArrayName, ArrayBufferView & { length: number }> = { ...postings, nameRank: parts.nameRank };
  const header: Header = {
    documentCount,
    entries: parts.entries,
    terms,
    nameTerms: parts.nameTerms.map((names) => (names ? names.map((words) => words.join(' ')).join('\t') : '')),
    lengths: ARRAYS.map(([name]) => arrays[name].length),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(8);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(headerBytes.length, 4);
  const chunks: Uint8Array[] = [prefix, headerBytes, Buffer.alloc(padTo8(headerBytes.length))];
  for (const [name] of ARRAYS) chunks.push(Buffer.from(arrays[name].buffer, arrays[name].byteOffset, arrays[name].byteLength));
  return Buffer.concat(chunks);
}

const words = (text: string | undefined) => (text ? text.split(' ') : []);

export function parseSerialisedIndex(bytes: Buffer): IndexParts {
  if (bytes.toString('latin1', 0, 4) !== MAGIC) throw new Error(`the stored search index is not in this code's format (${MAGIC})`);
  const headerLength = bytes.readUInt32LE(4);
  const header = JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as Header;
  // Typed arrays need aligned offsets: copy once unless the bytes start on an 8-byte boundary.
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : Buffer.from(bytes);
  // A Buffer from gunzip or a file read is never over a SharedArrayBuffer.
  const buffer = aligned.buffer as ArrayBuffer;
  let at = aligned.byteOffset + 8 + headerLength + padTo8(headerLength);
  const arrays = {} as Record<ArrayName, unknown>;
  ARRAYS.forEach(([name, View], i) => {
    const length = header.lengths[i]!;
    arrays[name] = new View(buffer, at, length);
    at += length * View.BYTES_PER_ELEMENT;
  });
  const { weights, nameRank, offsets, docs, fields } = arrays as { weights: Float64Array; nameRank: Int32Array; offsets: Int32Array; docs: Int32Array; fields: Uint8Array };
  return {
    entries: header.entries,
    nameRank,
    nameTerms: header.nameTerms.map((joined, i) => (isSupplementEntry(header.entries[i]!) ? joined.split('\t').map(words) : null)),
    terms: loadTermIndex({ documentCount: header.documentCount, terms: header.terms, offsets, docs, weights, fields }),
  };
}
