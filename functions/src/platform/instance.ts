import type { AppDeps } from './app-deps.js';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { retryAfterFailure } from '../runtime/once.js';
import type { FunctionName } from './params.js';

const depsByFunction = new Map<FunctionName, () => Promise<AppDeps>>();

/**
 * Wires the adapters of the function `fn` once per instance, on the first request or task it serves,
 * from the configuration that function binds. A failed start is not kept: the next call tries again.
 */
export function getDeps(fn: FunctionName): Promise<AppDeps> {
  let get = depsByFunction.get(fn);
  if (!get) {
    get = retryAfterFailure(() => createDeps(loadConfig(fn)));
    depsByFunction.set(fn, get);
  }
  return get();
}
