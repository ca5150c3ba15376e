import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, idTokenFor, type TestContext } from '../test/harness.js';
import { registration, writeReferenceData } from '../test/fixtures.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await writeReferenceData(ctx.deps.store);
});
afterAll(() => ctx.close());

async function signedInUser(): Promise<string> {
  const response = await ctx.api.post('/api/v1/register').send(registration()).expect(200);
  return idTokenFor(response.body.token as string);
}

describe('error answers in the caller’s language', () => {
  it('answers an anonymous English caller’s 422 in English, message and field messages alike', async () => {
    const response = await ctx.api.post('/api/v1/register').set('Accept-Language', 'en-US,en;q=0.9').send({}).expect(422);
    expect(response.body.errors).toMatchObject({ name: ['Full name is required'], document: ['CPF is required'], accepted_terms: ['Terms were not accepted'] });
    expect(response.body.message).toBe('Full name is required');
  });

  it('answers an anonymous Portuguese caller’s 422 in Portuguese', async () => {
    const response = await ctx.api.post('/api/v1/register').set('Accept-Language', 'pt-BR').send({}).expect(422);
    expect(response.body.errors).toMatchObject({ name: ['Nome não preenchido'], document: ['CPF não preenchido'] });
  });

  it('answers an AppError (wrong credentials) in the caller’s language', async () => {
    const login = { document: registration().document, password: 'errada1' };
    const english = await ctx.api.post('/api/v1/login').set('Accept-Language', 'en').send(login).expect(401);
    expect(english.body).toEqual({ message: 'Incorrect CPF or password' });
    const portuguese = await ctx.api.post('/api/v1/login').set('Accept-Language', 'pt').send(login).expect(401);
    expect(portuguese.body).toEqual({ message: 'CPF ou senha incorretos' });
  });

  it('answers a signed-in caller in their profile’s language, whatever Accept-Language says', async () => {
    const idToken = await signedInUser();
    const auth = `Bearer ${idToken}`;
    await ctx.api.post('/api/v1/locale/en').set('Authorization', auth).expect(200);
    const refused = await ctx.api.post('/api/v1/user-details').set('Authorization', auth).set('Accept-Language', 'pt-BR').send({ name: 'Ma' }).expect(422);
    expect(refused.body.errors).toMatchObject({ name: ['Name is too short'], email: ['E-mail is required'], phone: ['Phone is required'] });
    const missing = await ctx.api.post('/api/v1/favorites').set('Authorization', auth).set('Accept-Language', 'pt-BR').send({ supplement_id: 999999 }).expect(404);
    expect(missing.body.message).toBe('Supplement not found');

    await ctx.api.post('/api/v1/locale/pt').set('Authorization', auth).expect(200);
    const again = await ctx.api.post('/api/v1/favorites').set('Authorization', auth).set('Accept-Language', 'en').send({ supplement_id: 999999 }).expect(404);
    expect(again.body.message).toBe('Suplemento não encontrado');
  });
});
