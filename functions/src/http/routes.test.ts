import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from '../contract/zod.js';
import { idParam } from './route-doc.js';
import { errorMiddleware } from './errors.js';
import { defineRoute, definitionProblems, mountRoutes, type RouteDef } from './routes.js';

const pass: RequestHandler = (_req, _res, next) => next();
const guards = { readCaller: pass, requireAuth: pass, requirePremium: pass, requireAdmin: pass };
const doc = { summary: 'A probe', tags: ['Probe'], returns: 'Something' };

function serve(routes: RouteDef[]) {
  const app = express();
  app.use(express.json());
  app.use(mountRoutes(routes, guards));
  app.use(errorMiddleware);
  return request(app);
}

describe('definitionProblems', () => {
  const banner = defineRoute({
    method: 'get',
    path: '/banners/:id',
    access: 'admin',
    params: { id: idParam('banner') },
    doc,
    handler: async () => ({ item: null as never }),
  });

  it('finds nothing to say of a complete definition', () => {
    expect(banner.answer).toBeDefined();
    expect(definitionProblems([banner])).toEqual([]);
  });

  it('names a route without an answer schema in the contract', () => {
    const unknown = defineRoute({
      method: 'get',
      path: '/nothing-answers-this',
      access: 'public',
      doc,
      // @ts-expect-error -- no contract answer for 'GET /nothing-answers-this', so no return type fits
      handler: async () => ({}),
    });
    expect(definitionProblems([unknown])).toEqual(['GET /nothing-answers-this: no answer schema in contract/answers.ts']);
  });

  it('names a path parameter without a description, and a description without a parameter', () => {
    const { params: _dropped, ...rest } = banner;
    expect(definitionProblems([rest as RouteDef])).toEqual(['GET /banners/:id: no description of :id']);
    expect(definitionProblems([{ ...banner, params: { id: idParam('banner'), slug: idParam('banner') } }])).toEqual([
      'GET /banners/:id: describes :slug, which its path does not have',
    ]);
  });

  it('refuses a path parameter without a description at compile time', () => {
    const route = defineRoute(
      // @ts-expect-error -- '/banners/:id' needs `params: { id }`
      { method: 'delete', path: '/banners/:id', access: 'admin', doc, handler: async () => ({ message: 'ok' }) },
    );
    expect(definitionProblems([route])).toEqual(['DELETE /banners/:id: no description of :id']);
  });
});

describe('defineRoute', () => {
  const searchQuery = z.object({ search: z.string().min(2, 'Curta demais') });
  const toggle = z.strictObject({ supplement_id: z.number().int(), image: z.string().optional() });

  it('parses the query and the body on demand, typed by their schemas, and sends the returned answer', async () => {
    const seen: unknown[] = [];
    const routes = [
      defineRoute({
        method: 'get',
        path: '/plans',
        access: 'public',
        query: searchQuery,
        doc,
        handler: async ({ query }) => {
          seen.push(query().search.toUpperCase());
          return { items: [] };
        },
      }),
      defineRoute({
        method: 'post',
        path: '/favorites',
        access: 'user',
        body: { schema: toggle, media: ['json'] },
        doc,
        handler: async ({ body }) => {
          const input = body({ image: 'photo.png' });
          seen.push(input);
          return { favorited: input.supplement_id > 0 };
        },
      }),
    ];
    const api = serve(routes);
    const plans = await api.get('/plans?search=mag');
    expect([plans.status, plans.body]).toEqual([200, { items: [] }]);
    const favorite = await api.post('/favorites').send({ supplement_id: 7 });
    expect([favorite.status, favorite.body]).toEqual([200, { favorited: true }]);
    expect(seen).toEqual(['MAG', { supplement_id: 7, image: 'photo.png' }]);
  });

  it('answers 422 with the schema message when the handler reads an invalid query', async () => {
    const route = defineRoute({ method: 'get', path: '/plans', access: 'public', query: searchQuery, doc, handler: async ({ query }) => ({ items: [query()] as never }) });
    const answer = await serve([route]).get('/plans?search=m');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ search: ['Curta demais'] });
  });
});
