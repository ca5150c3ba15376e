/**
 * How long the translation job takes on a large generated catalogue, with the local development
 * translator standing in for Cloud Translation (so the figure is the job's own cost: store reads and
 * writes, batching, gRPC round trips; add Google's latency per request for production):
 *   npx tsx src/bench/translation.ts [supplements] [topicsPerSupplement]   (default 10000 5)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../platform/app-deps.js';
import type { IdentityProvider } from '../auth/identity-provider.js';
import { createLocalBlobStore } from '../blob/local.js';
import { createInProcessJobQueue } from '../jobs/in-process.js';
import { createLocalPushSender } from '../push/local.js';
import { startLocalTranslationServer } from '../local/translation-server/server.js';
import { createGoogleTranslator } from '../modules/translation/google-translator.js';
import { translateContentJob } from '../modules/translation/job.js';
import { createTranslationRepository } from '../modules/translation/repository.js';
import { createSqliteStore } from '../store/sqlite.js';
import { fillCatalogue } from './catalogue.js';

const supplements = Number(process.argv[2] ?? 10_000);
const topicsPerSupplement = Number(process.argv[3] ?? 5);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-translation-bench-'));
const store = await createSqliteStore({ path: path.join(dataDir, 'bench.sqlite') });
await fillCatalogue(store, { parents: 10, leavesPerParent: 10, supplements, topicsPerSupplement });
const server = await startLocalTranslationServer({ port: 0 });
const google = createGoogleTranslator({ projectId: 'demo-nutrindex', location: 'global', localEndpoint: server.endpoint });
let requests = 0;
const jobs = createInProcessJobQueue(() => deps, { maxAttempts: 1 });
const deps: AppDeps = {
  store,
  jobs,
  blobs: createLocalBlobStore(dataDir),
  identity: {} as IdentityProvider, // the job never signs anyone in
  push: createLocalPushSender(store),
  translator: {
    translateHtml: (fragments) => {
      requests += 1;
      return google.translateHtml(fragments);
    },
  },
};

const repository = createTranslationRepository(store);
const started = performance.now();
const { run } = await repository.startRun(new Date());
await jobs.enqueue(translateContentJob, { run_id: run.run_id, part: 0 });
await jobs.idle();
const seconds = (performance.now() - started) / 1000;
const finished = await repository.readRun();
console.log(
  JSON.stringify({
    supplements,
    topics: supplements * topicsPerSupplement,
    status: finished?.status,
    seconds: Number(seconds.toFixed(1)),
    requests,
    fragments: finished?.fragments,
    characters: finished?.characters,
  }),
);
await google.close();
await server.close();
await store.close();
await rm(dataDir, { recursive: true, force: true });
