import express, { type Request } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../platform/app.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { MAX_JSON_BODY_BYTES } from './body-limit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The app behind a stand-in for the Cloud Functions framework, which reads and parses bodies up to 10 MB first. */
function asOnCloudFunctions() {
  const framework = express();
  framework.use(express.json({ limit: '10mb', verify: (req, _res, buffer) => void ((req as Request & { rawBody?: Buffer }).rawBody = buffer) }));
  framework.use(createApp(ctx.deps));
  return request(framework);
}

const oversized = { document: '529.982.247-25', password: 'x'.repeat(MAX_JSON_BODY_BYTES) };

describe('request body limit', () => {
  it('refuses a JSON body over 2 MB with 413 where the framework has already parsed it', async () => {
    const response = await asOnCloudFunctions().post('/api/v1/login').send(oversized).expect(413);
    expect(response.body).toEqual({ message: 'Conteúdo grande demais.' });
  });

  it('refuses the same body with the same answer when Express reads it', async () => {
    const response = await ctx.api.post('/api/v1/login').send(oversized).expect(413);
    expect(response.body).toEqual({ message: 'Conteúdo grande demais.' });
  });

  it('lets a body under the limit through to validation', async () => {
    await asOnCloudFunctions().post('/api/v1/login').send({ document: '', password: '' }).expect(422);
  });
});
