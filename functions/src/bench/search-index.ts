import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogueIndex, catalogueDocuments } from '../modules/search/catalogue-index.js';
import type { CatalogueSnapshot } from '../modules/search/index-entries.js';
import { encodeIndex } from '../modules/search/index-build.js';
import { presentSearch } from '../modules/search/present.js';
import { buildMiniSearch, encodeMiniSearch } from './minisearch-baseline.js';
import { buildOrama, encodeOrama, searchOrama } from './orama-baseline.js';

/** Queries of the bench catalogue (functions/src/bench/catalogue.ts names), by kind. */
const QUERIES = {
  exact: ['magnesio', 'creatina', 'selenio', 'melatonina'],
  prefix: ['magn', 'creat', 'sele', 'colag'],
  typo: ['magnsio', 'creatna', 'selneio', 'colageo'],
  multi: ['magnesio bisglicinato', 'vitamina d3 citrato', 'zinco picolinato', 'omega 3 quelato'],
  /** Words found only in topic text or indications (issue 30), and a multi-word phrase of a table. */
  text: ['varfarina', 'tetraciclinas', 'anticoagulantes', 'insonia', 'absorcao tetraciclinas quinolonas'],
  /** A one-letter word beside its neighbour, checked in the text of each candidate. */
  abbreviation: ['vit d', 'complexo b', 'vitamina d'],
} as const;
type Kind = keyof typeof QUERIES;
const RUNS_PER_KIND = 400;
/** A slow engine stops earlier: after this long per kind, once it has MIN_RUNS runs. */
const SECONDS_PER_KIND = 5;
const MIN_RUNS = 20;
const COLD_LOADS = 3;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

interface EngineFigures {
  buildMs: number;
  heapMb: number;
  jsonBytes: number;
  gzipBytes: number;
  /** Median of COLD_LOADS fresh processes. */
  coldLoadMs: number;
  /** The same loads in process CPU time. */
  coldLoadCpuMs: number;
  latency: Record<Kind, { p50: number; p95: number; runs: number }>;
  /** The same runs measured in process CPU time (what the machine's other load does not inflate). */
  cpu: Record<Kind, { p50: number; p95: number; runs: number }>;
}

/** Milliseconds of CPU this process used (user + system, every thread: the collector's included). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Build, heap, stored size, cold load and query latency of one engine, all on the same catalogue. */
function measure<I>(engine: 'nutrindex' | 'minisearch' | 'orama', build: () => I, encode: (index: I) => { json: number; gzip: Buffer }, query: (index: I, q: string) => unknown, heapMb: () => number): EngineFigures {
  const heapBefore = heapMb();
  const started = performance.now();
  const index = build();
  const buildMs = performance.now() - started;
  const held = heapMb() - heapBefore;
  const { json, gzip } = encode(index);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutrindex-index-'));
  const file = path.join(dir, 'index.json.gz');
  writeFileSync(file, gzip);
  const child = fileURLToPath(new URL('./load-index-child.ts', import.meta.url));
  const loads = Array.from({ length: COLD_LOADS }, () => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', child, file, engine], { encoding: 'utf8' })) as { ms: number; cpuMs: number });
  rmSync(dir, { recursive: true, force: true });

  const warmUpEnd = performance.now() + SECONDS_PER_KIND * 1000;
  for (let round = 0; round < 20 && performance.now() < warmUpEnd; round += 1) for (const q of Object.values(QUERIES).flat()) query(index, q); // warm-up (JIT)
  const latency = {} as EngineFigures['latency'];
  const cpu = {} as EngineFigures['cpu'];
  for (const [kind, queries] of Object.entries(QUERIES) as [Kind, readonly string[]][]) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    const deadline = performance.now() + SECONDS_PER_KIND * 1000;
    for (let run = 0; run < RUNS_PER_KIND && (run < MIN_RUNS || performance.now() < deadline); run += 1) {
      const at = performance.now();
      const cpuAt = cpuMs();
      query(index, queries[run % queries.length]!);
      cpuTimes.push(cpuMs() - cpuAt);
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    latency[kind] = { p50: percentile(times, 50), p95: percentile(times, 95), runs: times.length };
    cpu[kind] = { p50: percentile(cpuTimes, 50), p95: percentile(cpuTimes, 95), runs: cpuTimes.length };
  }
  return { buildMs, heapMb: held, jsonBytes: json, gzipBytes: gzip.length, coldLoadMs: loads.map((load) => load.ms).sort((a, b) => a - b)[1]!, coldLoadCpuMs: loads.map((load) => load.cpuMs).sort((a, b) => a - b)[1]!, latency, cpu };
}

const row = (label: string, f: EngineFigures, measure: 'latency' | 'cpu' = 'latency') =>
  (measure === 'latency' ? `| ${label} | ${f.buildMs.toFixed(0)} | ${f.heapMb.toFixed(1)} | ${mb(f.jsonBytes)} (${mb(f.gzipBytes)} gzip) | ${f.coldLoadMs.toFixed(0)} | ` : `| ${label} | | | | ${f.coldLoadCpuMs.toFixed(0)} | `) +
  (Object.keys(QUERIES) as Kind[])
    .map((kind) => `${f[measure][kind].p50.toFixed(2)} / ${f[measure][kind].p95.toFixed(2)}${f[measure][kind].runs < RUNS_PER_KIND ? ` (${f[measure][kind].runs} runs)` : ''}`)
    .join(' | ') +
  ' |';

/**
 * The search index on the bench catalogue, and MiniSearch and Orama on the same entries in the same run:
 * build time, heap held, stored size, load of the stored (gzip) index on a fresh process, and query
 * latency p50/p95 by kind (in process, no HTTP; the app's index includes synonyms, ranking and groups).
 */
export function benchSearchIndex(snapshot: CatalogueSnapshot, heapMb: () => number, options: { compare?: boolean } = {}): string[] {
  const ours = measure(
    'nutrindex',
    () => buildCatalogueIndex(snapshot),
    (index) => {
      const stored = index.serialise();
      return { json: stored.length, gzip: encodeIndex(index) };
    },
    // What a request costs in process: match, rank the first page of every group, cut its snippets (premium: all text).
    (index, q) => presentSearch(index.search(q), 1, { locale: 'pt', premium: true }),
    heapMb,
  );
  const documents = catalogueDocuments(snapshot);
  const others: string[] = [];
  if (options.compare !== false) {
    const mini = measure(
      'minisearch',
      () => buildMiniSearch(documents),
      (index) => {
        const gzip = encodeMiniSearch(index);
        return { json: JSON.stringify(index).length, gzip };
      },
      (index, q) => index.search(q),
      heapMb,
    );
    const orama = measure('orama', () => buildOrama(documents), encodeOrama, searchOrama, heapMb);
    others.push(row('MiniSearch 7 (same fields and options; raw results)', mini), row('Orama 3 (same fields and boosts, its tokenizer; first 10 raw results)', orama));
  }
  const kinds = Object.entries(QUERIES).map(([kind, queries]) => `${kind}: ${queries.join(', ')}`).join('; ');
  return [
    '',
    `Search index, ${documents.entries.length} entries; queries (${RUNS_PER_KIND} runs per kind, or fewer after ${SECONDS_PER_KIND} s, in process): ${kinds}.`,
    '',
    '| Engine | Build ms | Heap MB | Stored MB | Cold load ms | Exact p50 / p95 ms | Prefix | Typo | Multi-word | Text words | One-letter words |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row('NutrIndex (precomputed postings; synonyms, ranking, groups)', ours),
    row('NutrIndex, the same queries in process CPU time', ours, 'cpu'),
    ...others,
  ];
}
