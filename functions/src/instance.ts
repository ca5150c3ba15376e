import type { AppDeps } from './app.js';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';

let depsPromise: Promise<AppDeps> | undefined;

/** Wires the adapters once per function instance, on the first request or task it serves. */
export function getDeps(): Promise<AppDeps> {
  depsPromise ??= createDeps(loadConfig());
  return depsPromise;
}
