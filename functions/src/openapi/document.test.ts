import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../platform/app.js';
import type { AppDeps } from '../platform/app-deps.js';
import type { IdentityProvider } from '../auth/identity-provider.js';
import { createLocalBlobStore } from '../blob/local.js';
import { createLocalPushSender } from '../push/local.js';
import { createInProcessJobQueue } from '../jobs/in-process.js';
import { definitionProblems, operationKey, pathParamNames, type RouteDef } from '../http/routes.js';
import { createSqliteStore } from '../store/sqlite.js';
import type { Store } from '../store/port.js';
import { ANSWERS } from '../contract/answers.js';
import { buildOpenApiDocument, toOpenApiPath } from './document.js';

const notCalled = () => Promise.reject(new Error('not called while listing routes'));
const identity: IdentityProvider = {
  createAccount: notCalled,
  findAccount: notCalled,
  deleteAccount: notCalled,
  updateAccount: notCalled,
  setRole: notCalled,
  checkPassword: notCalled,
  createCustomToken: notCalled,
  verifyIdToken: notCalled,
  revokeSessions: notCalled,
};

let dataDir: string;
let store: Store;
let routes: RouteDef[];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-openapi-'));
  store = await createSqliteStore({ path: path.join(dataDir, 'openapi.sqlite') });
  const deps: AppDeps = { store, blobs: createLocalBlobStore(dataDir), identity, jobs: createInProcessJobQueue(() => deps), push: createLocalPushSender(store) };
  routes = apiRoutes(deps);
});
afterAll(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every `$ref` in a JSON value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
}

describe('the OpenAPI registry', () => {
  it('documents every route of apiRoutes', () => {
    expect(routes.filter((route) => !route.doc.summary || route.doc.tags.length === 0 || !route.doc.returns).map(operationKey)).toEqual([]);
  });

  it('has no entry for a route that does not exist', () => {
    const declared = new Set(routes.map((route) => `${route.method} ${toOpenApiPath(route.path)}`));
    const documented = Object.entries(buildOpenApiDocument(routes).paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(documented.filter((key) => !declared.has(key))).toEqual([]);
  });

  it("takes every route's answer from the contract (all but the document itself), and the contract names no other route", () => {
    const declared = routes.map(operationKey);
    expect(declared.filter((key) => !(key in ANSWERS) && key !== 'GET /openapi.json')).toEqual([]);
    expect(Object.keys(ANSWERS).filter((key) => !declared.includes(key as never))).toEqual([]);
    expect(routes.filter((route) => route.answer !== ANSWERS[operationKey(route)]).map(operationKey)).toEqual([]);
  });

  it('gives every route an answer schema and a description of each path parameter', () => {
    expect(definitionProblems(routes)).toEqual([]);
  });

  it("describes exactly the path's parameters", () => {
    for (const route of routes) {
      const documented = Object.keys(route.params ?? {});
      expect(documented.sort(), operationKey(route)).toEqual(pathParamNames(route.path).sort());
    }
  });
});

describe('buildOpenApiDocument', () => {
  it('turns Express parameters into OpenAPI templates', () => {
    expect(toOpenApiPath('/categories/:id')).toBe('/categories/{id}');
    expect(toOpenApiPath('/supplement-topics/supplement/slug/:slug')).toBe('/supplement-topics/supplement/slug/{slug}');
    expect(toOpenApiPath('/search')).toBe('/search');
  });

  it('lists every route under its OpenAPI path, with bearer security where a role is needed', () => {
    const document = buildOpenApiDocument(routes);
    expect(document.openapi).toBe('3.1.0');
    for (const route of routes) {
      const operation = document.paths[toOpenApiPath(route.path)]?.[route.method] as Record<string, unknown> | undefined;
      expect(operation, operationKey(route)).toBeDefined();
      expect(operation?.['x-access']).toBe(route.access);
      const responses = operation?.responses as Record<string, unknown>;
      if (route.access === 'public') {
        expect(operation?.security).toEqual([{}, { bearerAuth: [] }]);
      } else {
        expect(operation?.security, operationKey(route)).toEqual([{ bearerAuth: [] }]);
        expect(responses[401], operationKey(route)).toBeDefined();
      }
      if (route.access === 'admin' || route.access === 'premium') expect(responses[403], operationKey(route)).toBeDefined();
    }
  });

  it('documents request bodies from the contract, files as binary multipart parts', () => {
    const document = buildOpenApiDocument(routes);
    const createCategory = document.paths['/categories']?.post as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> } };
    const multipart = createCategory.requestBody.content['multipart/form-data']?.schema;
    expect(multipart?.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(multipart?.required).toEqual(expect.arrayContaining(['name', 'image', 'has_subcategory', 'order']));
    expect(multipart?.properties.order).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000 });

    const search = document.paths['/search']?.get as { parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown> };
    expect(search.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'search', in: 'query', required: true }), expect.objectContaining({ name: 'page', in: 'query' })]),
    );
    expect(Object.keys(search.responses)).toEqual(['200', '401', '422', '503']);
  });

  it('resolves every schema reference to a component', () => {
    const document = buildOpenApiDocument(routes);
    const refs = new Set(refsOf(document));
    expect(refs.size).toBeGreaterThan(5);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    }
  });
});
