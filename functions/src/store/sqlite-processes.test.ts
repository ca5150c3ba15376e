import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from './sqlite.js';

const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');

/** Another connection to the same file, as another Functions worker process has: it writes as fast as it can until told to stop. */
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 10000');
const write = db.prepare("INSERT OR REPLACE INTO documents (collection, id, data) VALUES ('counters', 'other', ?)");
let stop = false;
parentPort.on('message', () => { stop = true; });
parentPort.postMessage('started');
(function loop() {
  for (let i = 0; i < 50; i += 1) write.run(JSON.stringify({ n: Date.now() }));
  if (stop) { db.close(); parentPort.postMessage('stopped'); } else setImmediate(loop);
})();
`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the sqlite store beside another process writing the same file', () => {
  it('waits for the write lock instead of failing with "database is locked"', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nutrindex-sqlite-'));
    const file = path.join(dir, 'store.sqlite');
    const store = await createSqliteStore({ path: file });
    await store.set('counters', 'mine', { n: 0 });
    const worker = new Worker(OTHER_WRITER, { eval: true, workerData: { file, driver: betterSqlite3 } });
    await new Promise((resolve) => worker.once('message', resolve));
    try {
      // Each update reads the document first, then writes it: the step a deferred transaction loses.
      for (let n = 1; n <= 400; n += 1) await store.update('counters', 'mine', { n });
      expect((await store.get('counters', 'mine'))?.n).toBe(400);
    } finally {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('message', resolve));
    }
  }, 60_000);
});
