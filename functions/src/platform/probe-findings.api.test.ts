import express, { type Request } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../test/accounts.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { createApp } from './app.js';
import { createStripeWebhookApp } from '../modules/payments/webhook.js';

/** The security probe's findings on the running app (issue 40, item 7): each answered as a client error, never a 500. */
let ctx: TestContext;
let premium: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  premium = await signedInCaller(ctx, 'premium');
}, 60_000);
afterAll(() => ctx?.close());

/** `depth` objects and arrays, one inside the other. */
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let n = 0; n < depth; n += 1) value = n % 2 ? [value] : { a: value };
  return value;
}

/** The app behind a stand-in for the Cloud Functions framework, which has parsed the JSON body first. */
function asOnCloudFunctions() {
  const framework = express();
  framework.use(express.json({ limit: '10mb', verify: (req, _res, buffer) => void ((req as Request & { rawBody?: Buffer }).rawBody = buffer) }));
  framework.use(createApp(ctx.deps));
  return request(framework);
}

describe('a JSON body nested 3,000 deep', () => {
  const body = { document: '529.982.247-25', password: 'errada1', extra: nested(3000) };

  it('answers 400 with its message on a public and a signed-in JSON route, not a 500', async () => {
    for (const response of [
      await ctx.api.post('/api/v1/login').send(body),
      await premium.auth(ctx.api.post('/api/v1/formulas')).send({ name: nested(3000) }),
      await asOnCloudFunctions().post('/api/v1/login').send(body),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Corpo da requisição com níveis aninhados demais.' });
    }
  });

  it('lets an ordinary nested body through to validation', async () => {
    await ctx.api.post('/api/v1/login').send({ document: '', password: '', extra: nested(10) }).expect(422);
  });
});

describe('formula ids that name properties of every object', () => {
  it.each(['__proto__', '__name__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'])('answers 404 for %s on every formula route', async (id) => {
    const answers = await Promise.all([
      premium.auth(ctx.api.get(`/api/v1/formulas/${id}`)),
      premium.auth(ctx.api.get(`/api/v1/formulas/${id}/computed`)),
      premium.auth(ctx.api.post(`/api/v1/formulas/${id}`)).send({ name: 'x' }),
      premium.auth(ctx.api.post(`/api/v1/formulas/${id}/duplicate`)),
      premium.auth(ctx.api.delete(`/api/v1/formulas/${id}`)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, expect.any(Number), 404, 404]);
    expect(answers[2]!.status).toBeLessThan(500);
  });
});

describe('x-powered-by', () => {
  it('is sent by neither the API nor the webhook function', async () => {
    const answers = [await ctx.api.get('/api/v1/education'), await ctx.api.get('/no-such-path'), await request(createStripeWebhookApp({ store: ctx.deps.store })).post('/')];
    for (const answer of answers) expect(answer.headers['x-powered-by']).toBeUndefined();
  });
});
