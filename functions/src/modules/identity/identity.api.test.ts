import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../domain/docs.js';
import { createTestContext, idTokenFor, type TestContext } from '../../test/harness.js';
import { registration, writeReferenceData } from '../../test/fixtures.js';

let ctx: TestContext;
let clockOffsetMs = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(Date.now() + clockOffsetMs) });
  await writeReferenceData(ctx.deps.store);
});
afterAll(() => ctx.close());

async function registerAndSignIn(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await ctx.api.post('/api/v1/register').send(body).expect(200);
  return { body, idToken: await idTokenFor(response.body.token as string) };
}

describe('POST register', () => {
  it('creates the account and answers a token that signs the user in', async () => {
    const { body, idToken } = await registerAndSignIn({ receive_notifications: '1' });
    const response = await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${idToken}`).expect(200);
    const user = response.body.data.user;
    expect(user).toMatchObject({
      name: 'Maria Souza',
      email: body.email,
      document: body.document,
      premium: 0,
      role: { slug: 'user', name: 'Usuário' },
      locale: 'pt',
      plan: null,
      settings: { text_align: 'text-justify', show_tutorial: 1 },
      detail: { phone: '(11) 98765-4321', education: { name: 'Nutrição' }, receive_notifications: 1, favourite_revisions: 0 },
    });
    expect(user.id).toBeGreaterThan(0);
  });

  it('answers every required-field message of an empty form at once', async () => {
    const response = await ctx.api.post('/api/v1/register').send({}).expect(422);
    const messages = Object.values(response.body.errors as Record<string, string[]>).flat();
    expect(messages).toEqual(
      expect.arrayContaining([
        'Nome não preenchido',
        'E-mail não preenchido',
        'CPF não preenchido',
        'Telefone não preenchido',
        'Formação não selecionada',
        'Senha não preenchida',
        'Confirmação de senha não preenchida',
        'Termos não foram aceitos',
      ]),
    );
  });

  it.each([
    [{ document: '529.982.247-24' }, 'document', 'CPF inválido'],
    [{ document: '111.111.111-11' }, 'document', 'CPF inválido'],
    [{ email: 'maria@' }, 'email', 'E-mail inválido'],
    [{ name: 'M'.repeat(101) }, 'name', 'Nome muito longo'],
    [{ name: 'M'.repeat(5_000) }, 'name', 'Nome muito longo'],
    [{ email: `${'m'.repeat(250)}@x.io` }, 'email', 'E-mail inválido'],
    [{ password: '12345', conf_password: '12345' }, 'password', 'Senha deve ter pelo menos 6 caracteres'],
    [{ password: 'x'.repeat(31), conf_password: 'x'.repeat(31) }, 'password', 'Senha deve ter no máximo 30 caracteres'],
    [{ phone: '11987654321' }, 'phone', 'Telefone inválido'],
    [{ password: '1234', conf_password: '1234' }, 'password', 'Senha deve ter pelo menos 6 caracteres'],
    [{ conf_password: 'outra-senha' }, 'conf_password', 'Senhas não conferem'],
    [{ accepted_terms: '0' }, 'accepted_terms', 'Termos não foram aceitos'],
    [{ name: 'Al' }, 'name', 'Nome não preenchido'],
    [{ education_id: 99 }, 'education_id', 'Formação não selecionada'],
  ])('refuses %o with "%s: %s"', async (overrides, field, message) => {
    const response = await ctx.api.post('/api/v1/register').send(registration(overrides)).expect(422);
    expect(response.body.errors[field]).toContain(message);
  });

  it('refuses a CPF or e-mail already registered and creates nothing', async () => {
    const { body } = await registerAndSignIn();
    const before = await ctx.deps.store.count({ collection: COLLECTIONS.users });
    const sameCpf = await ctx.api.post('/api/v1/register').send({ ...registration(), document: body.document }).expect(409);
    expect(sameCpf.body.message).toBe('CPF já cadastrado');
    const sameEmail = await ctx.api.post('/api/v1/register').send({ ...registration(), email: body.email.toUpperCase() }).expect(409);
    expect(sameEmail.body.message).toBe('E-mail já cadastrado');
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.users })).toBe(before);
  });

  it('rejects fields that are not part of the form', async () => {
    const response = await ctx.api.post('/api/v1/register').send(registration({ role: 'admin' })).expect(422);
    expect(response.body.message).toBeTruthy();
  });
});

describe('POST login', () => {
  it('signs in by CPF (with or without punctuation) and password', async () => {
    const { body } = await registerAndSignIn();
    for (const document of [body.document, body.document.replace(/\D/g, '')]) {
      const response = await ctx.api.post('/api/v1/login').send({ document, password: body.password }).expect(200);
      const idToken = await idTokenFor(response.body.token);
      await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${idToken}`).expect(200);
    }
  });

  it('answers a body of the wrong shape and an unknown field in Portuguese', async () => {
    const array = await ctx.api.post('/api/v1/login').send([]).expect(422);
    expect(array.body.message).toBe('Corpo da requisição inválido');
    const extra = await ctx.api.post('/api/v1/login').send({ document: '529.982.247-25', password: 'segredo', role: 'admin' }).expect(422);
    expect(extra.body.errors._).toEqual(['Campo não permitido: role']);
    const wrongType = await ctx.api.post('/api/v1/login').send({ document: 52998224725, password: 'segredo' }).expect(422);
    expect(wrongType.body.errors.document).toEqual(['CPF não preenchido']);
  });

  it('answers a wrong password and an unknown CPF with the same 401 message', async () => {
    const { body } = await registerAndSignIn();
    const wrongPassword = await ctx.api.post('/api/v1/login').send({ document: body.document, password: 'errada' }).expect(401);
    const unknownCpf = await ctx.api.post('/api/v1/login').send({ document: '390.533.447-05', password: 'qualquer' }).expect(401);
    expect(wrongPassword.body.message).toBe('CPF ou senha incorretos');
    expect(unknownCpf.body.message).toBe('CPF ou senha incorretos');
  });

  it('asks for both fields', async () => {
    const response = await ctx.api.post('/api/v1/login').send({}).expect(422);
    expect(response.body.errors).toEqual({ document: ['CPF não preenchido'], password: ['Senha não preenchida'] });
  });
});

describe('session', () => {
  it('refuses GET user without a token or with a forged one', async () => {
    await ctx.api.get('/api/v1/user').expect(401);
    await ctx.api.get('/api/v1/user').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('logout revokes the tokens issued before it', async () => {
    const { idToken } = await registerAndSignIn();
    clockOffsetMs = 5000;
    try {
      await ctx.api.get('/api/v1/logout').set('Authorization', `Bearer ${idToken}`).expect(200);
    } finally {
      clockOffsetMs = 0;
    }
    await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${idToken}`).expect(401);
  });

  it('refuses a token signed in within the same second as the logout, and accepts the next sign-in at once', async () => {
    const { body } = await registerAndSignIn();
    const login = async () => idTokenFor((await ctx.api.post('/api/v1/login').send({ document: body.document, password: body.password }).expect(200)).body.token);
    const before = await login();
    const alsoBefore = await login();
    await ctx.api.get('/api/v1/logout').set('Authorization', `Bearer ${alsoBefore}`).expect(200);
    const after = await login();
    await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${before}`).expect(401);
    await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${alsoBefore}`).expect(401);
    await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${after}`).expect(200);
  });

  it('keeps the chosen locale and answers in it', async () => {
    const { idToken } = await registerAndSignIn();
    await ctx.api.post('/api/v1/locale/en').set('Authorization', `Bearer ${idToken}`).expect(200);
    const user = (await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${idToken}`).expect(200)).body.data.user;
    expect(user).toMatchObject({ locale: 'en', role: { name: 'User' }, detail: { education: { name: 'Nutrition' } } });
    await ctx.api.post('/api/v1/locale/fr').set('Authorization', `Bearer ${idToken}`).expect(422);
  });
});

describe('POST user-details/theme', () => {
  const getUser = async (idToken: string) => (await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${idToken}`).expect(200)).body.data.user;

  it('starts at the system theme and keeps the chosen one in the profile, for every session of the account', async () => {
    const { body, idToken } = await registerAndSignIn();
    expect(await getUser(idToken)).toMatchObject({ theme: 'system' });
    const saved = await ctx.api.post('/api/v1/user-details/theme').set('Authorization', `Bearer ${idToken}`).send({ theme: 'dark' }).expect(200);
    expect(saved.body).toEqual({ message: 'Alterado com sucesso!', item: { theme: 'dark' } });
    // Another device: a new sign-in reads the same profile.
    const elsewhere = await idTokenFor((await ctx.api.post('/api/v1/login').send({ document: body.document, password: body.password }).expect(200)).body.token);
    expect(await getUser(elsewhere)).toMatchObject({ theme: 'dark' });
  });

  it.each([
    [{}, 'Tema não foi informado'],
    [{ theme: '' }, 'Tema não foi informado'],
    [{ theme: 'sepia' }, 'Tema não suportado'],
    [{ theme: 'light', premium: 1 }, 'Campo não permitido: premium'],
  ])('refuses %j in Portuguese and changes nothing', async (payload, message) => {
    const { idToken } = await registerAndSignIn();
    await ctx.api.post('/api/v1/user-details/theme').set('Authorization', `Bearer ${idToken}`).send({ theme: 'light' }).expect(200);
    const response = await ctx.api.post('/api/v1/user-details/theme').set('Authorization', `Bearer ${idToken}`).send(payload).expect(422);
    expect(Object.values(response.body.errors as Record<string, string[]>).flat()).toContain(message);
    expect(await getUser(idToken)).toMatchObject({ theme: 'light', premium: 0 });
  });

  it("changes only the caller's own profile, whatever the body names", async () => {
    const first = await registerAndSignIn();
    const second = await registerAndSignIn();
    const secondId = (await getUser(second.idToken)).id as number;
    await ctx.api.post('/api/v1/user-details/theme').set('Authorization', `Bearer ${first.idToken}`).send({ theme: 'dark', id: secondId }).expect(422);
    await ctx.api.post('/api/v1/user-details/theme').set('Authorization', `Bearer ${first.idToken}`).send({ theme: 'dark' }).expect(200);
    expect(await getUser(first.idToken)).toMatchObject({ theme: 'dark' });
    expect(await getUser(second.idToken)).toMatchObject({ theme: 'system' });
  });

  it('answers an English caller in English and refuses an anonymous one', async () => {
    const { idToken } = await registerAndSignIn();
    await ctx.api.post('/api/v1/locale/en').set('Authorization', `Bearer ${idToken}`).expect(200);
    const response = await ctx.api.post('/api/v1/user-details/theme').set('Authorization', `Bearer ${idToken}`).send({ theme: 'sepia' }).expect(422);
    expect(Object.values(response.body.errors as Record<string, string[]>).flat()).toContain('Theme not supported');
    await ctx.api.post('/api/v1/user-details/theme').send({ theme: 'dark' }).expect(401);
  });
});

describe('reference data', () => {
  it('lists educations and the terms, in English when asked', async () => {
    const pt = await ctx.api.get('/api/v1/education').expect(200);
    expect(pt.body.items).toEqual([{ id: 1, name: 'Nutrição' }, { id: 2, name: 'Medicina' }]);
    const en = await ctx.api.get('/api/v1/term').set('Accept-Language', 'en-US').expect(200);
    expect(en.body.item.content).toBe('<p>Terms of use</p>');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await ctx.api.get('/api/v1/nothing-here').expect(404);
    expect(response.body.message).toBe('Rota não encontrada');
  });
});

describe('GET /uploads', () => {
  it('serves a stored file with its type and a year-long immutable cache', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await ctx.deps.blobs.put('categories', 'abc123.png', png, 'image/png');
    const response = await ctx.api.get('/uploads/categories/abc123.png').expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(response.body as Buffer, png)).toBe(0);
  });

  it('answers 404 for unknown files and folders', async () => {
    await ctx.api.get('/uploads/categories/missing.png').expect(404);
    await ctx.api.get('/uploads/secrets/abc123.png').expect(404);
    await ctx.api.get('/uploads/categories/..%2F..%2Fetc%2Fpasswd').expect(404);
  });
});
