import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';

setGlobalOptions({ region: 'southamerica-east1', maxInstances: 10 });

let appPromise: Promise<Express> | undefined;

/** Builds the Express app once per instance, on the first request. */
function getApp(): Promise<Express> {
  appPromise ??= createDeps(loadConfig()).then(createApp);
  return appPromise;
}

/** The whole HTTP API: /api/v1/** and /uploads/** (Hosting rewrites both here). */
export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, concurrency: 80 }, async (req, res) => {
  const app = await getApp();
  app(req, res);
});
