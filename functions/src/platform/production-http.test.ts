/**
 * The deployed `api` function answering a request: the exported handler itself (firebase-functions'
 * wrapping included), in the production environment of test/production-env.ts. Only answers that
 * need no store are asked for, so nothing reaches Google.
 */
import http from 'node:http';
import { deleteApp, getApps } from 'firebase-admin/app';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as exported from '../index.js';
import { endpointsOf, fakeCredentials, PARAMS_BY_DEFAULT, productionEnvFor, SECRETS_BY_DEFAULT } from '../test/production-env.js';

const savedEnv = { ...process.env };
let credentials: ReturnType<typeof fakeCredentials>;
let server: http.Server;

beforeAll(() => {
  credentials = fakeCredentials();
  const [, endpoint] = endpointsOf(exported).find(([name]) => name === 'api')!;
  process.env = productionEnvFor(endpoint, { credentials: credentials.file, params: PARAMS_BY_DEFAULT, secrets: SECRETS_BY_DEFAULT, base: savedEnv });
  server = http.createServer((req, res) => void exported.api(req as Parameters<typeof exported.api>[0], res as Parameters<typeof exported.api>[1]));
});

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  process.env = { ...savedEnv };
  credentials.remove();
});

describe('the deployed api function', () => {
  it("never lets another site's page read an answer: no Access-Control-Allow-Origin for any Origin", async () => {
    const response = await request(server).get('/api/v1/rota-que-nao-existe').set('Origin', 'https://evil.example').expect(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(server).options('/api/v1/login').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
