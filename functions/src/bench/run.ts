/**
 * `npm run bench`: the API's main read paths on a generated catalogue of 10,000 supplements and
 * 50,000 topics in a fresh sqlite store. Measures, in-process over a real loopback socket:
 * latency (p50/p95 of sequential requests), store reads per request, the search index build job,
 * an instance's first search (loading the published index) and the heap it leaves, requests per
 * second of one read path next to a bare Express app, and the search index against MiniSearch
 * (search-index.ts). Not a test of auth: the identity provider is a stub that accepts one fixed token.
 * `npm run bench -w functions -- --search-only`: the catalogue, the index build job, an instance's
 * first search and heap, and the search index figures of ours alone (no other read paths, no
 * MiniSearch or Orama), in about a third of the time.
 * `npm run bench -w functions -- --interactions-only`: the catalogue (one topic per supplement), the
 * interaction checker's data (interactions.ts: 2,000 drugs, 50,000 interactions) and 10-item checks.
 * `npm run bench -w functions -- --formulas-only`: the same, then 20-component formulas computed
 * (formulas.ts: POST formulas/compute's service, its interaction check included).
 * `npm run bench -w functions -- --reads-only`: the catalogue, the checker's data and the formulas'
 * chemistry, then the Firestore reads of each reader action through the app against its budget and
 * a month's bill for 5,000 clinicians (reads-per-action.ts, issue 40 item 5).
 */
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import express from 'express';
import { createApp } from '../platform/app.js';
import type { AppDeps } from '../platform/app-deps.js';
import type { IdentityProvider } from '../auth/identity-provider.js';
import { createLocalBlobStore } from '../blob/local.js';
import { createLocalPushSender } from '../push/local.js';
import { createInProcessJobQueue } from '../jobs/in-process.js';
import { publishSearchIndex } from '../modules/search/index-build.js';
import { createSearchRepository } from '../modules/search/repository.js';
import { refreshClinicalNames } from '../modules/drugs/port.js';
import { createSqliteStore } from '../store/sqlite.js';
import { BENCH_PREMIUM_UID, fillCatalogue, type BenchSizes } from './catalogue.js';
import { countingStore, readsBetween, type ReadCounts } from './counting-store.js';
import { cachingCatalogue } from '../store/catalogue-cache.js';
import { withWriteListeners } from '../store/write-listeners.js';
import { benchSearchIndex } from './search-index.js';
import { measureLatency, measureThroughput, timedGet } from './http-load.js';
import { benchChecks, fillInteractions } from './interactions.js';
import { benchCompute, fillFormulaChemistry } from './formulas.js';
import { benchReadsPerAction } from './reads-per-action.js';

const SIZES: BenchSizes = { parents: 10, leavesPerParent: 10, supplements: 10_000, topicsPerSupplement: 5 };
const LATENCY = { count: 300, maxSeconds: 6 };
const THROUGHPUT = { seconds: 3, concurrency: 10 };
const PREMIUM_TOKEN = 'bench-premium-token';
const SEARCH_ONLY = process.argv.includes('--search-only');
const INTERACTIONS_ONLY = process.argv.includes('--interactions-only');
const FORMULAS_ONLY = process.argv.includes('--formulas-only');
const READS_ONLY = process.argv.includes('--reads-only');

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapMb = (): number => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const refused = () => Promise.reject(new Error('not available in the bench'));
/** Accepts the one fixed premium token; everything else is refused. */
const benchIdentity: IdentityProvider = {
  createAccount: refused,
  findAccount: refused,
  deleteAccount: refused,
  updateAccount: refused,
  setRole: refused,
  checkPassword: refused,
  createCustomToken: refused,
  revokeSessions: refused,
  verifyIdToken: async (token) => {
    if (token !== PREMIUM_TOKEN) throw new Error('unknown bench token');
    return { uid: BENCH_PREMIUM_UID, sessionVersion: 0 };
  },
};

async function listen(app: express.Express): Promise<{ server: http.Server; port: number }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

const describeReads = (r: ReadCounts): string =>
  [r.gets && `${r.gets} get`, r.getManyDocs && `${r.getManyDocs} getMany doc`, r.queries && `${r.queries} query (${r.queryDocs} doc)`, r.counts && `${r.counts} count`]
    .filter(Boolean)
    .join(', ') || 'none';

const fixed = (value: number, digits = 1): string => value.toFixed(digits);

/** The checker alone (and with --formulas-only the formula builder): supplements with one topic each, the interactions' data, 10-item checks. */
async function interactionsOnly(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-bench-'));
  const sqlite = await createSqliteStore({ path: path.join(dataDir, 'bench.sqlite') });
  const started = performance.now();
  await fillCatalogue(sqlite, { ...SIZES, topicsPerSupplement: 1 });
  const written = await fillInteractions(sqlite, SIZES.supplements);
  const formIds = FORMULAS_ONLY ? await fillFormulaChemistry(sqlite) : [];
  const fillSeconds = (performance.now() - started) / 1000;
  const { store, reads } = countingStore(sqlite);
  const lines = [...(await benchChecks(store, reads, SIZES.supplements, written)), ...(FORMULAS_ONLY ? await benchCompute(store, reads, formIds) : [])];
  await sqlite.close();
  await rm(dataDir, { recursive: true, force: true });
  console.log([`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`, `${SIZES.supplements} supplements; written in ${fixed(fillSeconds)} s`, ...lines].join('\n'));
}

/** Reads per action: the catalogue, the checker's data, the formulas' chemistry and the published index, then each action through the app. */
async function readsOnly(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-bench-'));
  const sqlite = await createSqliteStore({ path: path.join(dataDir, 'bench.sqlite') });
  const started = performance.now();
  await fillCatalogue(sqlite, SIZES);
  await fillInteractions(sqlite, SIZES.supplements);
  // What the drug lists' writes are followed by (the `refreshDigests` job): their names' digest.
  await refreshClinicalNames(sqlite);
  const formIds = await fillFormulaChemistry(sqlite);
  const blobs = createLocalBlobStore(dataDir);
  await publishSearchIndex(createSearchRepository(sqlite, blobs));
  const fillSeconds = (performance.now() - started) / 1000;
  const counting = countingStore(sqlite);
  // A new instance each call, as platform/deps.ts builds one: the catalogue kept per instance, the callers' profiles told of its writes.
  const newInstance = () => {
    const store = withWriteListeners(cachingCatalogue(counting.store));
    const benchDeps: AppDeps = { store, blobs, identity: benchIdentity, jobs: createInProcessJobQueue(() => benchDeps), push: createLocalPushSender(store) };
    return { app: createApp(benchDeps), store };
  };
  const lines = await benchReadsPerAction(newInstance, counting.reads, counting.writes, PREMIUM_TOKEN, formIds);
  await sqlite.close();
  await rm(dataDir, { recursive: true, force: true });
  console.log([`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`, `${SIZES.supplements} supplements, ${SIZES.supplements * SIZES.topicsPerSupplement} topics; written in ${fixed(fillSeconds)} s`, ...lines].join('\n'));
}

async function main(): Promise<void> {
  if (READS_ONLY) return readsOnly();
  if (INTERACTIONS_ONLY || FORMULAS_ONLY) return interactionsOnly();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-bench-'));
  const sqlite = await createSqliteStore({ path: path.join(dataDir, 'bench.sqlite') });
  const started = performance.now();
  const sample = await fillCatalogue(sqlite, SIZES);
  const written = SEARCH_ONLY ? [] : await fillInteractions(sqlite, SIZES.supplements);
  const fillSeconds = (performance.now() - started) / 1000;
  const blobs = createLocalBlobStore(dataDir);
  // What the build job does once per catalogue version: full reads, build, gzip, blob, pointer.
  const publishStarted = performance.now();
  const published = await publishSearchIndex(createSearchRepository(sqlite, blobs));
  const publishMs = performance.now() - publishStarted;
  if (!published.published) throw new Error('the bench catalogue should need an index');
  const { store, reads } = countingStore(sqlite);
  const benchDeps: AppDeps = { store, blobs, identity: benchIdentity, jobs: createInProcessJobQueue(() => benchDeps), push: createLocalPushSender(store) };
  const api = await listen(createApp(benchDeps));
  const premium = { authorization: `Bearer ${PREMIUM_TOKEN}` };
  const lastPage = Math.ceil(sample.leafSupplements / 12);

  // The first search of an instance loads the published index (pointer, then the blob).
  const heapBeforeIndex = heapMb();
  const probe = new http.Agent({ keepAlive: true });
  let before = reads();
  const firstSearch = await timedGet(probe, api.port, '/api/v1/search?search=magnesio');
  const firstSearchReads = readsBetween(before, reads());
  const heapAfterIndex = heapMb();

  const paths: { label: string; url: string; headers?: Record<string, string> }[] = [
    { label: 'GET categories', url: '/api/v1/categories' },
    { label: 'GET categories/slug/{slug}', url: `/api/v1/categories/slug/${sample.parentSlug}` },
    { label: 'GET supplements/category/slug/{slug}?page=1', url: `/api/v1/supplements/category/slug/${sample.leafSlug}?page=1` },
    { label: `GET supplements/category/slug/{slug}?page=${lastPage}`, url: `/api/v1/supplements/category/slug/${sample.leafSlug}?page=${lastPage}` },
    { label: 'GET supplements/slug/{slug}', url: `/api/v1/supplements/slug/${sample.freeSupplementSlug}` },
    { label: 'GET supplement-topics/supplement/slug/{slug} (free)', url: `/api/v1/supplement-topics/supplement/slug/${sample.freeSupplementSlug}` },
    { label: 'GET supplement-topics/supplement/slug/{slug} (paid, premium token)', url: `/api/v1/supplement-topics/supplement/slug/${sample.paidSupplementSlug}`, headers: premium },
    { label: 'GET supplements/updateds/3', url: '/api/v1/supplements/updateds/3' },
    { label: 'GET search?search=magnesio (index built)', url: '/api/v1/search?search=magnesio' },
  ];
  const rows: string[] = [];
  for (const { label, url, headers } of SEARCH_ONLY ? paths.filter((path) => path.url.includes('/search?')) : paths) {
    before = reads();
    const single = await timedGet(probe, api.port, url, headers);
    const perRequest = readsBetween(before, reads());
    const latency = await measureLatency(api.port, url, { ...LATENCY, headers });
    const statuses = [...new Set([single.status, ...latency.statuses])].join('/');
    rows.push(`| ${label} | ${statuses} | ${latency.requests} | ${fixed(latency.p50)} | ${fixed(latency.p95)} | ${describeReads(perRequest)} |`);
  }
  probe.destroy();

  const readPath = `/api/v1/supplements/slug/${sample.freeSupplementSlug}`;
  const appThroughput = SEARCH_ONLY ? null : await measureThroughput(api.port, readPath, THROUGHPUT);
  const hello = express();
  hello.disable('x-powered-by');
  hello.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  const bare = await listen(hello);
  const helloThroughput = SEARCH_ONLY ? null : await measureThroughput(bare.port, '/hello', THROUGHPUT);

  const interactionLines = SEARCH_ONLY ? [] : await benchChecks(store, reads, SIZES.supplements, written);
  api.server.close();
  bare.server.close();
  const searchIndexLines = benchSearchIndex(await createSearchRepository(sqlite, blobs).loadCatalogue(), heapMb, { compare: !SEARCH_ONLY });
  await sqlite.close();
  await rm(dataDir, { recursive: true, force: true });

  const lines = [
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
    `Catalogue: ${SIZES.parents * (SIZES.leavesPerParent + 1)} categories, ${SIZES.supplements} supplements, ${SIZES.supplements * SIZES.topicsPerSupplement} topics; written in ${fixed(fillSeconds)} s`,
    `Sampled: the middle leaf category (${sample.leafSupplements} supplements, ${lastPage} pages) and its first free and first paid supplement`,
    '',
    `| Path | Status | Requests | p50 ms | p95 ms | Store reads per request |`,
    `|---|---|---|---|---|---|`,
    `| GET search?search=magnesio (first call: loads the published index) | ${firstSearch.status} | 1 | ${fixed(firstSearch.ms, 0)} | | ${describeReads(firstSearchReads)} |`,
    ...rows,
    '',
    `Search index build job (full reads, build, gzip, blob, pointer): ${fixed(publishMs, 0)} ms, ${published.entries} entries, ${fixed(published.bytes / 2 ** 20)} MB gzip`,
    `Heap used after GC: ${fixed(heapBeforeIndex)} MB before the first search, ${fixed(heapAfterIndex)} MB after it (index: ~${fixed(heapAfterIndex - heapBeforeIndex)} MB)`,
    '',
    ...(appThroughput && helloThroughput
      ? [
          `| Requests per second (${THROUGHPUT.seconds} s, ${THROUGHPUT.concurrency} keep-alive connections, loopback) | req/s | requests | non-200 |`,
          `|---|---|---|---|`,
          `| GET supplements/slug/{slug} (the API) | ${fixed(appThroughput.perSecond, 0)} | ${appThroughput.requests} | ${appThroughput.failed} |`,
          `| GET /hello (bare Express 5) | ${fixed(helloThroughput.perSecond, 0)} | ${helloThroughput.requests} | ${helloThroughput.failed} |`,
        ]
      : []),
    ...searchIndexLines,
    ...(interactionLines.length > 0 ? ['', ...interactionLines] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
