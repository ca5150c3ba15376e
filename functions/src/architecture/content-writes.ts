import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTIONS } from '../domain/docs.js';
import { CONTENT_COLLECTIONS } from '../modules/history/record.js';

/**
 * Where the server writes a content collection (categories, supplements, topics, banners,
 * interactions, drugs, drug classes, conditions, nutrients, chemical forms), read from the source:
 * every `set`/`update`/`create`/`delete` called on a transaction, batch or store whose collection is
 * a content one, or cannot be told from the source (a variable such as `main.data.collection`). The
 * unknown ones count as content: a new dynamic write must be looked at, not let through.
 * docs/decisions/editing-history-trash.md, "One write path in truth (issue 42, item 2)".
 */

const CONTENT_NAMES = new Set<string>(Object.values(CONTENT_COLLECTIONS));
const CONTENT_KEYS = new Set(Object.entries(COLLECTIONS).filter(([, name]) => CONTENT_NAMES.has(name)).map(([key]) => key));

/** A write call: `tx.update(`, `batch.set(`, `deps.store.delete(`; the receiver's last name decides. */
const WRITE_CALL = /\b((?:[A-Za-z_$][\w$]*\.)*(?:tx|batch|transaction|store))\.(set|update|create|delete)\(\s*([^,)]+)[,)]/g;

export interface ContentWrite {
  /** Path under functions/src, with '/' separators. */
  file: string;
  line: number;
  /** The collection argument as written. */
  collection: string;
}

/** Content, not content, or unknown (a variable the file does not bind to a constant). */
function classify(argument: string, constants: Map<string, string>): 'content' | 'other' | 'unknown' {
  const text = argument.trim();
  const member = /^COLLECTIONS\.(\w+)$/.exec(text);
  if (member) return CONTENT_KEYS.has(member[1]!) ? 'content' : 'other';
  if (/^PAYMENT_COLLECTIONS\.\w+$/.test(text)) return 'other';
  const literal = /^['"`]([\w-]+)['"`]$/.exec(text);
  if (literal) return CONTENT_NAMES.has(literal[1]!) ? 'content' : 'other';
  const bound = constants.get(text);
  return bound === undefined ? 'unknown' : classify(bound, new Map());
}

/** `const C = COLLECTIONS.categories;` and `const X = 'name';` at any level of the file. */
function constantsOf(source: string): Map<string, string> {
  const constants = new Map<string, string>();
  for (const match of source.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*(COLLECTIONS\.\w+|PAYMENT_COLLECTIONS\.\w+|['"][\w-]+['"])\s*;/g)) {
    constants.set(match[1]!, match[2]!);
  }
  return constants;
}

function sourceFiles(root: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const next = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...sourceFiles(root, next));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(next);
  }
  return files;
}

/**
 * Every write of a content collection (or of a collection the source does not name) in the server's
 * own code: tests, test helpers, benchmarks and the local seed (which fills a development store, not
 * the catalogue's) are left out.
 */
export function findContentWrites(serverRoot: string): ContentWrite[] {
  const writes: ContentWrite[] = [];
  for (const file of sourceFiles(serverRoot)) {
    if (/^(test|bench|local|architecture)\//.test(file)) continue;
    writes.push(...contentWritesIn(file, readFileSync(path.join(serverRoot, file), 'utf8')));
  }
  return writes;
}

/** The content writes of one file's source. */
export function contentWritesIn(file: string, source: string): ContentWrite[] {
  const constants = constantsOf(source);
  const writes: ContentWrite[] = [];
  for (const match of source.matchAll(WRITE_CALL)) {
    if (classify(match[3]!, constants) === 'other') continue;
    const line = source.slice(0, match.index).split('\n').length;
    writes.push({ file, line, collection: match[3]!.trim() });
  }
  return writes;
}
