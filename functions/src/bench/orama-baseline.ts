import { gunzipSync, gzipSync } from 'node:zlib';
import { create, insertMultiple, load, save, search, type Results } from '@orama/orama';
import type { CatalogueDocuments } from '../modules/search/catalogue-index.js';
import { FIELD_BOOSTS } from '../modules/search/term-index.js';

/**
 * Orama 3 over the same entries and fields, for the bench's side-by-side run: its own tokenizer
 * (lower case, accents removed), the same field boosts, typo tolerance of one edit from 4
 * letters, every word required (`threshold: 0`), first ten results. Orama matches word prefixes
 * by itself. Raw results, like the MiniSearch row.
 */
const SCHEMA = { name: 'string', tags: 'string', content: 'string' } as const;

export function buildOrama({ documents }: CatalogueDocuments) {
  const db = create({ schema: SCHEMA, sort: { enabled: false } });
  const rows = documents.map(([name = [], tags = [], content = []]) => ({ name: name.join(' '), tags: tags.join(' '), content: content.join(' ') }));
  const inserted = insertMultiple(db, rows, 1000);
  if (inserted instanceof Promise) throw new Error('Orama inserted asynchronously; the bench expects its synchronous path');
  return db;
}
type OramaIndex = ReturnType<typeof buildOrama>;

export function searchOrama(db: OramaIndex, term: string): Results<unknown> {
  const results = search(db, { term, tolerance: term.length >= 4 ? 1 : 0, threshold: 0, boost: { name: FIELD_BOOSTS[0], tags: FIELD_BOOSTS[1], content: FIELD_BOOSTS[2] }, limit: 10 });
  if (results instanceof Promise) throw new Error('Orama searched asynchronously; the bench expects its synchronous path');
  return results as Results<unknown>;
}

export const encodeOrama = (db: OramaIndex): { json: number; gzip: Buffer } => {
  const json = JSON.stringify(save(db));
  return { json: json.length, gzip: gzipSync(json) };
};

export function decodeOrama(bytes: Buffer): OramaIndex {
  const db = create({ schema: SCHEMA, sort: { enabled: false } });
  load(db, JSON.parse(gunzipSync(bytes).toString('utf8')) as Parameters<typeof load>[1]);
  return db;
}
