import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, idTokenFor, type TestContext } from '../../test/harness.js';
import { registration, writeReferenceData } from '../../test/fixtures.js';
import { ADDRESS_BLOCKED_MESSAGE, CPF_FAILURES_BEFORE_SLOWDOWN, REGISTRATIONS_BLOCKED_MESSAGE, REGISTRATIONS_PER_ADDRESS, SLOW_DOWN_MESSAGE } from './login-limits.js';
import { DEVICE_FAILURES_LIMIT } from './trusted-devices.js';

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

/** The device cookie a login answer sets, as the browser would send it back. */
function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const cookies = response.headers['set-cookie'] as string[];
  const cookie = cookies.find((line) => line.startsWith('__session='))!;
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Secure/);
  expect(cookie).toMatch(/SameSite=Strict/);
  expect(cookie).toMatch(/Path=\/api\/v1\/login/);
  return cookie.split(';')[0]!;
}

const loginFromDevice = (cookie: string, document: string, password: string, address = '192.0.2.10') =>
  login(document, password, address).set('Cookie', cookie);

describe('devices that signed in before', () => {
  it('let their owner in with the right password while someone else keeps failing for the CPF, as long as they like', async () => {
    const user = await registered();
    const cookie = deviceCookie(await login(user.document, user.password, '192.0.2.10').expect(200));
    // An attacker fails from many addresses, then once a second for two minutes.
    for (let n = 0; n < CPF_FAILURES_BEFORE_SLOWDOWN; n += 1) await login(user.document, 'errada1', `198.51.100.${n}`).expect(401);
    // A new device meets the slowdown; the owner's own device never does.
    expect((await login(user.document, user.password, '192.0.2.99').expect(429)).body.message).toBe(SLOW_DOWN_MESSAGE);
    for (let second = 0; second < 120; second += 1) {
      clockOffsetMs += 1000;
      await login(user.document, 'errada1', '203.0.113.66');
      if (second % 20 === 0) await loginFromDevice(cookie, user.document, user.password).expect(200);
    }
    const allowed = await loginFromDevice(cookie, user.document, user.password).expect(200);
    await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${await idTokenFor(allowed.body.token)}`).expect(200);
  });

  it('are trusted for their own CPF only', async () => {
    const [owner, other] = [await registered(), await registered()];
    const cookie = deviceCookie(await login(owner.document, owner.password).expect(200));
    for (let n = 0; n < CPF_FAILURES_BEFORE_SLOWDOWN; n += 1) await login(other.document, 'errada1', `198.51.101.${n}`).expect(401);
    expect((await loginFromDevice(cookie, other.document, other.password).expect(429)).body.message).toBe(SLOW_DOWN_MESSAGE);
  });

  it('count their own failures, and after too many are held by the CPF limit like any other', async () => {
    const user = await registered();
    const cookie = deviceCookie(await login(user.document, user.password).expect(200));
    for (let n = 0; n < DEVICE_FAILURES_LIMIT; n += 1) await loginFromDevice(cookie, user.document, 'errada1').expect(401);
    for (let n = 0; n < CPF_FAILURES_BEFORE_SLOWDOWN; n += 1) await loginFromDevice(cookie, user.document, 'errada1').expect(401);
    expect((await loginFromDevice(cookie, user.document, user.password).expect(429)).body.message).toBe(SLOW_DOWN_MESSAGE);
  });
});

describe('answers that could tell whether a CPF is registered', () => {
  it('a CPF without an account costs the same work as one with: a profile read and a password check', async () => {
    const user = await registered();
    const checked: string[] = [];
    const original = ctx.deps.identity.checkPassword;
    ctx.deps.identity.checkPassword = async (email, password) => {
      checked.push(email);
      return original(email, password);
    };
    try {
      await login(user.document, 'errada1', '192.0.2.200').expect(401);
      await login('529.982.247-25', 'errada1', '192.0.2.201').expect(401);
    } finally {
      ctx.deps.identity.checkPassword = original;
    }
    expect(checked).toHaveLength(2);
  });

  it('registrations are limited per address, so CPFs cannot be tried one after another', async () => {
    const address = '203.0.113.180';
    const register = (body: Record<string, unknown>, from = address) => ctx.api.post('/api/v1/register').set('X-Forwarded-For', `${from}, 151.101.1.195`).send(body);
    const taken = await registered();
    for (let n = 0; n < REGISTRATIONS_PER_ADDRESS; n += 1) await register(registration({ document: taken.document })).expect(409);
    expect((await register(registration()).expect(429)).body.message).toBe(REGISTRATIONS_BLOCKED_MESSAGE);
    await register(registration(), '192.0.2.181').expect(200);
  });
});

describe('the mobile app, which keeps no cookie', () => {
  const loginFromApp = (deviceToken: string, document: string, password: string, address: string) => login(document, password, address).set('X-Device-Token', deviceToken);

  it('gets its device token in the answer and, sending it in X-Device-Token, gets in while an attack on its CPF runs from rotating addresses', async () => {
    const user = await registered();
    const first = (await loginFromApp('new', user.document, user.password, '192.0.2.30').expect(200)).body as { token: string; device_token: string };
    expect(first.device_token).toMatch(/^[\w-]{20,100}$/);
    // A browser's login (no header) does not put the token where scripts could read it.
    expect((await login(user.document, user.password).expect(200)).body).toEqual({ token: expect.any(String) });

    for (let n = 0; n < CPF_FAILURES_BEFORE_SLOWDOWN; n += 1) await login(user.document, 'errada1', `198.51.103.${n}`).expect(401);
    // The same phone without its token is a new device, held by the slowdown the attack keeps going.
    expect((await login(user.document, user.password, '100.64.200.1').expect(429)).body.message).toBe(SLOW_DOWN_MESSAGE);
    let victimIn = 0;
    for (let second = 0; second < 100; second += 1) {
      clockOffsetMs += 1000;
      await login(user.document, 'errada1', `198.51.102.${second}`).expect((response) => expect([401, 429]).toContain(response.status));
      if (second % 4 === 0) {
        const attempt = await loginFromApp(first.device_token, user.document, user.password, `100.64.${second}.1`);
        if (attempt.status === 200) victimIn += 1;
        expect(attempt.body.device_token).toBe(first.device_token);
      }
    }
    expect(victimIn).toBe(25);
  });
});
