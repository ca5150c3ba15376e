/**
 * The production seam: each exported function builds its dependencies as it would on a fresh Firebase
 * project deployed by docs/deploy.md (test/production-env.ts), with exactly the secrets the deploy
 * binds to that function (read from the function's own deploy definition). Nothing may reach the network.
 */
import net from 'node:net';
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as exported from '../index.js';
import { endpointsOf, fakeCredentials, PARAMS_BY_DEFAULT, PARAMS_CONFIGURED, productionEnvFor, SECRETS_BY_DEFAULT, SECRETS_CONFIGURED } from '../test/production-env.js';

const functions = endpointsOf(exported);
const savedEnv = { ...process.env };
const networkCalls: string[] = [];
let credentials: ReturnType<typeof fakeCredentials>;

beforeAll(() => {
  credentials = fakeCredentials();
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function refuse(this: net.Socket, ...args: unknown[]) {
    networkCalls.push(`socket ${JSON.stringify(args[0])}`);
    throw new Error('The boot test reaches no network');
  });
  vi.stubGlobal('fetch', (url: unknown) => {
    networkCalls.push(`fetch ${String(url)}`);
    return Promise.reject(new Error('The boot test reaches no network'));
  });
});

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  process.env = { ...savedEnv };
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  credentials.remove();
});

/** Builds what the function builds on its first call: its dependencies, and the Express app of the HTTP ones. */
async function bootFunction(name: string): Promise<void> {
  vi.resetModules();
  const [{ getDeps }, { functionNamed }] = await Promise.all([import('./instance.js'), import('./params.js')]);
  const deps = await getDeps(functionNamed(name));
  if (name === 'api') (await import('./app.js')).createApp(deps);
  if (name === 'stripeWebhook') (await import('../modules/payments/webhook.js')).createStripeWebhookApp(deps);
  expect(deps.store).toBeDefined();
  await deps.store.close();
}

describe.each([
  ['with the defaults of docs/deploy.md (no payments, no translation)', PARAMS_BY_DEFAULT, SECRETS_BY_DEFAULT],
  ['with payments, translation and a site origin configured', PARAMS_CONFIGURED, SECRETS_CONFIGURED],
])('every function starts in production %s', (_, params, secrets) => {
  it.each(functions)('%s builds its dependencies from the secrets it binds, reaching no network', async (name, endpoint) => {
    process.env = productionEnvFor(endpoint, { credentials: credentials.file, params, secrets, base: savedEnv });
    await bootFunction(name);
    expect(networkCalls).toEqual([]);
  });
});
