import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from '../platform/app.js';
import { signedInCaller, type SignedInCaller } from '../test/accounts.js';
import { createTestContext, type TestContext } from '../test/harness.js';

/**
 * Every query shape a list route can produce has its index (issue 40, item 3). The routes' own zod
 * query schemas give the parameters and their values (each value of an enum, a sample for the
 * others); every combination is sent, as an admin (who may call every route), to the app on the
 * embedded store, which refuses a query that firestore.indexes.json cannot serve as Firestore would
 * (MissingIndexError, a 500). `page` and `per_page` change where a page starts, never the shape.
 */
let ctx: TestContext;
let admin: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInCaller(ctx, 'admin');
}, 60_000);
afterAll(() => ctx?.close());

const SHAPELESS = new Set(['page', 'per_page']);
const SAMPLES = ['magnesio', '1', 'true', '2026-01-01'];

/** The values a query parameter's schema accepts and keeps: every option of an enum, else the first sample it parses. */
function valuesOf(schema: z.ZodType): string[] {
  const kept = (value: string) => {
    const parsed = schema.safeParse(value);
    return parsed.success && parsed.data !== undefined && parsed.data !== null && parsed.data !== '';
  };
  const options = new Set<string>();
  const collect = (node: unknown, depth = 0): void => {
    if (!node || typeof node !== 'object' || depth > 8) return;
    const def = (node as { def?: Record<string, unknown> }).def ?? (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (def.type === 'enum' && def.entries) for (const value of Object.values(def.entries as Record<string, string>)) options.add(String(value));
    if (def.type === 'literal' && Array.isArray(def.values)) for (const value of def.values) options.add(String(value));
    for (const key of ['innerType', 'in', 'out', 'schema']) collect(def[key], depth + 1);
    if (Array.isArray(def.options)) for (const option of def.options) collect(option, depth + 1);
  };
  collect(schema);
  const enumerated = [...options].filter(kept);
  if (enumerated.length > 0) return enumerated;
  const sample = SAMPLES.find(kept);
  return sample === undefined ? [] : [sample];
}

/** Every combination of the parameters (each absent or one of its values). */
function combinations(parameters: [string, string[]][]): Record<string, string>[] {
  return parameters.reduce<Record<string, string>[]>((all, [name, values]) => all.flatMap((query) => [query, ...values.map((value) => ({ ...query, [name]: value }))]), [{}]);
}

const listRoutes = () =>
  apiRoutes(ctx.deps)
    .filter((route) => route.method === 'get' && route.query instanceof z.ZodObject)
    .map((route) => {
      const shape = (route.query as z.ZodObject).shape as Record<string, z.ZodType>;
      const parameters = Object.entries(shape)
        .filter(([name]) => !SHAPELESS.has(name))
        .map(([name, schema]) => [name, valuesOf(schema)] as [string, string[]])
        .filter(([, values]) => values.length > 0);
      return { path: route.path.replace(/:(\w+)/g, '1'), parameters };
    });

describe('every query shape of every list route is indexed', () => {
  it('finds the list routes and their parameters from the schemas', () => {
    const routes = listRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const interactions = routes.find((route) => route.path === '/interactions');
    expect(Object.fromEntries(interactions!.parameters)).toMatchObject({ search: ['magnesio'], severity: expect.arrayContaining(['grave']) });
  });

  it('answers every combination without a missing index', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of listRoutes()) {
      for (const query of combinations(route.parameters)) {
        const response = await admin.auth(ctx.api.get(`/api/v1${route.path}`).query(query));
        sent += 1;
        if (response.status >= 500) failures.push(`GET ${route.path}?${new URLSearchParams(query).toString()}: ${response.status}`);
      }
    }
    expect(sent).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
