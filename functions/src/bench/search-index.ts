import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildCatalogueIndex } from '../modules/search/catalogue-index.js';
import type { CatalogueSnapshot } from '../modules/search/catalogue-index.js';

/** Queries of the bench catalogue (functions/src/bench/catalogue.ts names), by kind. */
const QUERIES = {
  exact: ['magnesio', 'creatina', 'selenio', 'melatonina'],
  prefix: ['magn', 'creat', 'sele', 'colag'],
  typo: ['magnsio', 'creatna', 'selneio', 'colageo'],
  multi: ['magnesio bisglicinato', 'vitamina d3 citrato', 'zinco picolinato', 'omega 3 quelato'],
} as const;
const RUNS_PER_KIND = 200;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * The search index on the bench catalogue: build time, heap held, serialised size, load time of the
 * serialised index on a fresh process, and query latency p50/p95 by kind (in process, no HTTP).
 */
export function benchSearchIndex(snapshot: CatalogueSnapshot, heapMb: () => number): string[] {
  const heapBefore = heapMb();
  const buildStarted = performance.now();
  const index = buildCatalogueIndex(snapshot);
  const buildMs = performance.now() - buildStarted;
  const heldMb = heapMb() - heapBefore;

  const serialiseStarted = performance.now();
  const json = index.serialise();
  const serialiseMs = performance.now() - serialiseStarted;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutrindex-index-'));
  const file = path.join(dir, 'index.json');
  writeFileSync(file, json);
  const child = fileURLToPath(new URL('./load-index-child.ts', import.meta.url));
  const cold = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', child, file], { encoding: 'utf8' })) as { ms: number };
  rmSync(dir, { recursive: true, force: true });

  const rows = Object.entries(QUERIES).map(([kind, queries]) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS_PER_KIND; run += 1) {
      const started = performance.now();
      index.search(queries[run % queries.length]!);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return `| ${kind} (${queries.join(', ')}) | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} |`;
  });
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return [
    '',
    `Search index (MiniSearch, ${index.size} entries): built in ${buildMs.toFixed(0)} ms, holds ~${heldMb.toFixed(1)} MB of heap;`,
    `serialised in ${serialiseMs.toFixed(0)} ms to ${mb(json.length)} MB (${mb(gzipSync(json).length)} MB gzip); loaded from that file on a fresh process in ${cold.ms.toFixed(0)} ms.`,
    '',
    `| Query kind (in process, ${RUNS_PER_KIND} runs) | p50 ms | p95 ms |`,
    '|---|---|---|',
    ...rows,
  ];
}
