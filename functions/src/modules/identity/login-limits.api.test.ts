import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, idTokenFor, type TestContext } from '../../test/harness.js';
import { registration, writeReferenceData } from '../../test/fixtures.js';
import { ADDRESS_BLOCKED_MESSAGE, CPF_FAILURES_BEFORE_SLOWDOWN, SLOW_DOWN_MESSAGE } from './login-limits.js';

let ctx: TestContext;
let clockOffsetMs = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(Date.now() + clockOffsetMs) });
  await writeReferenceData(ctx.deps.store);
});
afterAll(() => ctx.close());

async function registered() {
  const body = registration();
  await ctx.api.post('/api/v1/register').send(body).expect(200);
  return body;
}

/** A login through Firebase Hosting from `address`: Hosting appends it, Google's front end appends Hosting's edge. */
const login = (document: string, password: string, address = '203.0.113.7') =>
  ctx.api.post('/api/v1/login').set('X-Forwarded-For', `${address}, 151.101.1.195`).send({ document, password });

describe('login attempts limit', () => {
  it('slows a CPF down after 10 failures but lets its owner in 30 s later, and a success clears the count', async () => {
    const user = await registered();
    for (let n = 0; n < CPF_FAILURES_BEFORE_SLOWDOWN; n += 1) await login(user.document, 'errada1', `198.51.100.${n}`).expect(401);
    const refused = await login(user.document, user.password, '192.0.2.1').expect(429);
    expect(refused.body.message).toBe(SLOW_DOWN_MESSAGE);

    clockOffsetMs += 31_000;
    const allowed = await login(user.document, user.password, '192.0.2.1').expect(200);
    await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${await idTokenFor(allowed.body.token)}`).expect(200);
    await login(user.document, 'errada1').expect(401);
    await login(user.document, user.password).expect(200);
  });

  it('answers an unknown CPF exactly like a known one, slowdown included', async () => {
    const unknown = '390.533.447-05'.replace('390', '391');
    for (let n = 0; n < CPF_FAILURES_BEFORE_SLOWDOWN; n += 1) {
      expect((await login(unknown, 'errada1', '198.51.100.200').expect(401)).body.message).toBe('CPF ou senha incorretos');
    }
    expect((await login(unknown, 'errada1', '198.51.100.201').expect(429)).body.message).toBe(SLOW_DOWN_MESSAGE);
  });

  it('blocks an address that fails 50 times across CPFs until the 15-minute window ends, and no other address', async () => {
    const user = await registered();
    const attacker = '203.0.113.99';
    for (let n = 0; n < 50; n += 1) await login(`000.000.${String(n).padStart(3, '0')}-00`, 'errada1', attacker).expect(401);
    expect((await login(user.document, user.password, attacker).expect(429)).body.message).toBe(ADDRESS_BLOCKED_MESSAGE);
    await login(user.document, user.password, '192.0.2.50').expect(200);

    clockOffsetMs += 15 * 60 * 1000;
    await login(user.document, user.password, attacker).expect(200);
  });

  it('cannot be dodged or turned on someone else by writing X-Forwarded-For or Fastly-Client-IP', async () => {
    const victim = '192.0.2.77';
    const attacker = '203.0.113.150';
    for (let n = 0; n < 50; n += 1) {
      await ctx.api
        .post('/api/v1/login')
        .set('X-Forwarded-For', `10.9.${n}.1, ${victim}, 151.101.1.195, ${attacker}`)
        .set('Fastly-Client-IP', `10.8.${n}.1`)
        .send({ document: `000.001.${String(n).padStart(3, '0')}-00`, password: 'errada1' })
        .expect(401);
    }
    const user = await registered();
    expect((await ctx.api.post('/api/v1/login').set('X-Forwarded-For', `192.0.2.1, ${attacker}`).send({ document: user.document, password: user.password }).expect(429)).body.message).toBe(ADDRESS_BLOCKED_MESSAGE);
    await login(user.document, user.password, victim).expect(200);
  });
});
