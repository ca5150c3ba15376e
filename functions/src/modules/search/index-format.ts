import type { IndexEntry, LocalizedText, SupplementCard } from './index-entries.js';
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
  /**
   * Per letter-pair key (text.ts, `letterPairKeys`: a one-letter word and the word beside it in a
   * topic's or indications' text), the entries whose text has it, ascending.
   */
  letterPairs: Map<string, number[]>;
}

/**
 * The stored index (the build job's blob, before gzip): 'NIX3', the byte length of a JSON header,
 * the header (entries, vocabulary, name words), zero padding to a multiple of 8, then the typed
 * arrays back to back in the order of `ARRAYS`, then the topic texts as UTF-8. A load parses only
 * the header; the arrays are views on the bytes, and a text is decoded only when a card shows it.
 * Entries name their supplement by its place in the header's `supplements` (each supplement's card
 * is stored once, not once per topic).
 */
const MAGIC = 'NIX3';
const ARRAYS = [
  ['weights', Float64Array],
  ['nameRank', Int32Array],
  ['offsets', Int32Array],
  ['docs', Int32Array],
  ['fields', Uint8Array],
  ['textOffsets', Int32Array],
] as const;
type ArrayName = (typeof ARRAYS)[number][0];

/** An entry as stored: its supplement by number, its texts by number in the text section. */
type StoredEntry = Omit<IndexEntry, 'supplement' | 'topic'> & { supplement: number; topic?: Record<string, unknown> & { text: { pt: number; en?: number } } };

interface Header {
  documentCount: number;
  supplements: SupplementCard[];
  entries: StoredEntry[];
  terms: string[];
  /** Per entry: '' (not a supplement entry), else the pt words, a tab, the en words. */
  nameTerms: string[];
  /** Element count of each array, in `ARRAYS` order. */
  lengths: number[];
  /** Byte length of the UTF-8 texts after the arrays. */
  textBytes: number;
  letterPairs: [string, number[]][];
}

/** Texts read from the stored bytes when asked for (a snippet is cut only for the cards shown). */
class StoredTexts {
  constructor(
    private readonly bytes: Buffer,
    private readonly offsets: Int32Array,
  ) {}

  get(i: number): string {
    return this.bytes.toString('utf8', this.offsets[i]!, this.offsets[i + 1]!);
  }
}

/** A topic's text in both languages, decoded on each read from the stored bytes. */
class StoredText implements LocalizedText {
  constructor(
    private readonly texts: StoredTexts,
    private readonly ptAt: number,
    private readonly enAt: number | undefined,
  ) {}

  get pt(): string {
    return this.texts.get(this.ptAt);
  }

  get en(): string | undefined {
    return this.enAt === undefined ? undefined : this.texts.get(this.enAt);
  }
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

/** The header's entries and supplements, and the texts in the order their numbers say. */
function storedEntries(entries: IndexEntry[]): { supplements: SupplementCard[]; stored: StoredEntry[]; texts: string[] } {
  const supplementAt = new Map<SupplementCard, number>();
  const supplements: SupplementCard[] = [];
  const texts: string[] = [];
  const textAt = (text: string) => texts.push(text) - 1;
  const stored = entries.map((entry): StoredEntry => {
    let at = supplementAt.get(entry.supplement);
    if (at === undefined) {
      at = supplements.push(entry.supplement) - 1;
      supplementAt.set(entry.supplement, at);
    }
    if (!('topic' in entry)) return { ...entry, supplement: at };
    const { pt, en } = entry.topic.text;
    return { ...entry, supplement: at, topic: { ...entry.topic, text: en === undefined ? { pt: textAt(pt) } : { pt: textAt(pt), en: textAt(en) } } };
  });
  return { supplements, stored, texts };
}

export function serialiseIndex(parts: IndexParts): Buffer {
  const { documentCount, terms, ...postings } = parts.terms.serialise();
  const { supplements, stored, texts } = storedEntries(parts.entries);
  const textChunks = texts.map((text) => Buffer.from(text, 'utf8'));
  const textOffsets = new Int32Array(texts.length + 1);
  textChunks.forEach((chunk, i) => (textOffsets[i + 1] = textOffsets[i]! + chunk.length));
  const arrays: Record<ArrayName, ArrayBufferView & { length: number }> = { ...postings, nameRank: parts.nameRank, textOffsets };
  const header: Header = {
    documentCount,
    supplements,
    entries: stored,
    terms,
    nameTerms: parts.nameTerms.map((names) => (names ? names.map((words) => words.join(' ')).join('\t') : '')),
    lengths: ARRAYS.map(([name]) => arrays[name].length),
    textBytes: textOffsets[texts.length]!,
    letterPairs: [...parts.letterPairs],
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(8);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(headerBytes.length, 4);
  const chunks: Uint8Array[] = [prefix, headerBytes, Buffer.alloc(padTo8(headerBytes.length))];
  for (const [name] of ARRAYS) {
    chunks.push(Buffer.from(arrays[name].buffer, arrays[name].byteOffset, arrays[name].byteLength));
    chunks.push(Buffer.alloc(padTo8(arrays[name].byteLength)));
  }
  chunks.push(...textChunks);
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
    at += padTo8(length * View.BYTES_PER_ELEMENT);
  });
  const { weights, nameRank, offsets, docs, fields, textOffsets } = arrays as {
    weights: Float64Array; nameRank: Int32Array; offsets: Int32Array; docs: Int32Array; fields: Uint8Array; textOffsets: Int32Array;
  };
  const texts = new StoredTexts(Buffer.from(buffer, at, header.textBytes), textOffsets);
  const entries = header.entries.map((entry) => {
    const supplement = header.supplements[entry.supplement]!;
    if (!entry.topic) return { ...entry, supplement } as IndexEntry;
    return { ...entry, supplement, topic: { ...entry.topic, text: new StoredText(texts, entry.topic.text.pt, entry.topic.text.en) } } as IndexEntry;
  });
  return {
    entries,
    nameRank,
    nameTerms: header.nameTerms.map((joined, i) => (isSupplementEntry(entries[i]!) ? joined.split('\t').map(words) : null)),
    terms: loadTermIndex({ documentCount: header.documentCount, terms: header.terms, offsets, docs, weights, fields }),
    letterPairs: new Map(header.letterPairs),
  };
}
