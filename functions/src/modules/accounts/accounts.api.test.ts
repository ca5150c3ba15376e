import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type UserDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { registration } from '../../test/fixtures.js';
import { createTestContext, idTokenFor, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
/** Moves the API's clock ahead: token times have one-second resolution. */
let clockOffsetMs = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(Date.now() + clockOffsetMs) });
  [admin, user] = [await signedInCaller(ctx, 'admin'), await signedInCaller(ctx, 'user')];
});
afterAll(() => ctx.close());

/** A word no other account has, to search by. */
const uniqueWord = () => `w${randomBytes(5).toString('hex')}`;
const profileOf = async (caller: SignedInCaller) => (await ctx.deps.store.get<UserDoc>(COLLECTIONS.users, caller.uid))!;
const loginStatus = async (document: string, password: string) => (await ctx.api.post('/api/v1/login').send({ document, password })).status;

describe('GET users', () => {
  it('lists accounts newest first with plan, education and contact details', async () => {
    const word = uniqueWord();
    const older = await signedInCaller(ctx, 'user', { name: `Ana ${word}` });
    const newer = await signedInCaller(ctx, 'premium', { name: `Bruno ${word}`, receive_notifications: '1' });
    await ctx.deps.store.update(COLLECTIONS.users, older.uid, { created_at: '2026-01-01T10:00:00.000Z' });
    await ctx.deps.store.update(COLLECTIONS.users, newer.uid, { created_at: '2026-01-02T10:00:00.000Z' });

    const response = await admin.auth(ctx.api.get('/api/v1/users').query({ search: word })).expect(200);
    expect(response.body.items).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 2 });
    const [first, second] = response.body.items.data;
    const newerDoc = await profileOf(newer);
    expect(first).toEqual({
      id: newerDoc.id,
      name: `Bruno ${word}`,
      email: newer.email,
      document: `${newerDoc.document.slice(0, 3)}.${newerDoc.document.slice(3, 6)}.${newerDoc.document.slice(6, 9)}-${newerDoc.document.slice(9)}`,
      image: null,
      premium: 1,
      plan: { name: '12 meses' },
      created_at: '2026-01-02T10:00:00.000Z',
      detail: { phone: '(11) 98765-4321', education: { name: 'Nutrição' }, receive_notifications: 1, favourite_revisions: 0 },
    });
    expect(second).toMatchObject({ name: `Ana ${word}`, email: older.email, premium: 0, plan: null, detail: { receive_notifications: 0 } });
  });

  it('finds an account by e-mail and by CPF, with or without punctuation', async () => {
    const caller = await signedInCaller(ctx, 'user');
    const cpf = (await profileOf(caller)).document;
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    for (const search of [caller.email.split('@')[0]!, cpf, formatted]) {
      const response = await admin.auth(ctx.api.get('/api/v1/users').query({ search })).expect(200);
      expect(response.body.items.data.map((row: { email: string }) => row.email)).toContain(caller.email);
    }
  });

  it('answers education and plan names in the admin\'s language', async () => {
    const word = uniqueWord();
    await signedInCaller(ctx, 'premium', { name: `Carla ${word}` });
    const englishAdmin = await signedInCaller(ctx, 'admin');
    await englishAdmin.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
    const response = await englishAdmin.auth(ctx.api.get('/api/v1/users').query({ search: word })).expect(200);
    expect(response.body.items.data[0]).toMatchObject({ plan: { name: '12 months' }, detail: { education: { name: 'Nutrition' } } });
  });

  it('is for administrators only', async () => {
    await ctx.api.get('/api/v1/users').expect(401);
    await user.auth(ctx.api.get('/api/v1/users')).expect(403);
  });
});

describe('GET user-details', () => {
  it("answers the caller's name, e-mail and phone", async () => {
    const response = await user.auth(ctx.api.get('/api/v1/user-details')).expect(200);
    expect(response.body).toEqual({ item: { name: 'Maria Souza', email: user.email, image: null, detail: { phone: '(11) 98765-4321' } } });
    await ctx.api.get('/api/v1/user-details').expect(401);
  });
});

describe('POST user-details', () => {
  it('changes name, e-mail and phone everywhere: profile, sign-in, search and the e-mail marker', async () => {
    const caller = await signedInCaller(ctx, 'user');
    const oldEmail = caller.email;
    const word = uniqueWord();
    const newEmail = `${word}@example.com`;
    const response = await caller
      .auth(ctx.api.post('/api/v1/user-details'))
      .field('name', `Joana ${word}`)
      .field('email', newEmail.toUpperCase())
      .field('phone', '(21) 91234-5678')
      .expect(200);
    expect(response.body).toEqual({
      message: 'Alterado com sucesso!',
      item: { name: `Joana ${word}`, email: newEmail, image: null, detail: { phone: '(21) 91234-5678' } },
      token: expect.any(String),
    });
    // Firebase Auth ends the earlier sessions on an e-mail change; the answer's token opens a new one.
    const renewed = await idTokenFor(response.body.token as string);
    await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${renewed}`).expect(200);

    // Sign-in checks the password against Firebase Auth under the new e-mail. Firebase Auth treats an
    // e-mail change as a major account change and ends the earlier sessions (the Auth emulator refuses
    // their ID tokens as soon as the change is a second old), so the next requests use a new session.
    const login = await ctx.api.post('/api/v1/login').send({ document: (await profileOf(caller)).document, password: 'segredo1' }).expect(200);
    const session = await idTokenFor(login.body.token as string);
    const me = await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${session}`).expect(200);
    expect(me.body.data.user).toMatchObject({ name: `Joana ${word}`, email: newEmail, detail: { phone: '(21) 91234-5678' } });
    const found = await admin.auth(ctx.api.get('/api/v1/users').query({ search: word })).expect(200);
    expect(found.body.items.data.map((row: { email: string }) => row.email)).toEqual([newEmail]);
    // The old e-mail is free again; the new one is taken.
    await ctx.api.post('/api/v1/register').send(registration({ email: newEmail })).expect(409);
    await ctx.api.post('/api/v1/register').send(registration({ email: oldEmail })).expect(200);
  });

  it('refuses an e-mail another account holds with 409 and changes nothing', async () => {
    const caller = await signedInCaller(ctx, 'user');
    const other = await signedInCaller(ctx, 'user');
    const before = await profileOf(caller);
    const response = await caller
      .auth(ctx.api.post('/api/v1/user-details'))
      .send({ name: 'Outro Nome', email: other.email, phone: '(21) 91234-5678' })
      .expect(409);
    expect(response.body.message).toBe('E-mail já cadastrado');
    expect(await profileOf(caller)).toEqual(before);
    expect(await loginStatus(before.document, 'segredo1')).toBe(200);
  });

  it('answers every message of an empty form at once', async () => {
    const response = await user.auth(ctx.api.post('/api/v1/user-details')).field('name', '').field('email', '').field('phone', '').expect(422);
    expect(response.body.errors).toEqual({
      name: ['Nome não foi preenchido'],
      email: ['E-mail não foi preenchido'],
      phone: ['Telefone não foi preenchido'],
    });
    const json = await user.auth(ctx.api.post('/api/v1/user-details')).send({}).expect(422);
    expect(Object.keys(json.body.errors).sort()).toEqual(['email', 'name', 'phone']);
  });

  it.each([
    [{ email: 'maria@' }, 'email', 'E-mail inválido'],
    [{ phone: '21912345678' }, 'phone', 'Telefone inválido'],
    [{ name: 'A'.repeat(101) }, 'name', 'Nome muito longo'],
  ])('refuses %o with "%s: %s"', async (overrides, field, message) => {
    const body = { name: 'Maria Souza', email: user.email, phone: '(11) 98765-4321', ...overrides };
    const response = await user.auth(ctx.api.post('/api/v1/user-details')).send(body).expect(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it.each([['role', 'admin'], ['premium', 1], ['plan', 'annual'], ['plan_id', 'annual'], ['uid', 'someone-else'], ['id', 1]])(
    'refuses the field %s (no mass assignment) and leaves the profile unchanged',
    async (field, value) => {
      const caller = await signedInCaller(ctx, 'user');
      const before = await profileOf(caller);
      const body = { name: 'Nome Trocado', email: caller.email, phone: '(11) 98765-4321', [field]: value };
      const response = await caller.auth(ctx.api.post('/api/v1/user-details')).send(body).expect(422);
      expect(response.body.message).toBe(`Campo não permitido: ${field}`);
      expect(await profileOf(caller)).toEqual(before);
    },
  );
});

describe('POST user-details/password', () => {
  const change = (caller: SignedInCaller, body: Record<string, unknown>) => caller.auth(ctx.api.post('/api/v1/user-details/password')).send(body);

  it('sets the new password after checking the current one', async () => {
    const caller = await signedInCaller(ctx, 'user');
    const response = await change(caller, { password: 'segredo1', new_password: 'nova-senha', confirm_password: 'nova-senha' }).expect(200);
    expect(response.body.message).toBe('Nova senha foi definida com sucesso!');
    const cpf = (await profileOf(caller)).document;
    expect(await loginStatus(cpf, 'nova-senha')).toBe(200);
    expect(await loginStatus(cpf, 'segredo1')).toBe(401);
  });

  it('ends the sessions signed in before the change', async () => {
    const caller = await signedInCaller(ctx, 'user');
    clockOffsetMs = 5000;
    try {
      await change(caller, { password: 'segredo1', new_password: 'nova-senha', confirm_password: 'nova-senha' }).expect(200);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await profileOf(caller)).sessions_valid_after).toEqual(expect.any(String));
    await caller.auth(ctx.api.get('/api/v1/user')).expect(401);
  });

  it('refuses a wrong current password under the password field and keeps the old one', async () => {
    const caller = await signedInCaller(ctx, 'user');
    const response = await change(caller, { password: 'errada1', new_password: 'nova-senha', confirm_password: 'nova-senha' }).expect(422);
    expect(response.body).toEqual({ message: 'Senha atual incorreta', errors: { password: ['Senha atual incorreta'] } });
    expect(await loginStatus((await profileOf(caller)).document, 'segredo1')).toBe(200);
  });

  it('answers every required message of an empty form at once', async () => {
    const response = await change(user, {}).expect(422);
    expect(response.body.errors).toEqual({
      password: ['Senha não foi preenchido'],
      new_password: ['Nova senha não foi preenchida'],
      confirm_password: ['Confirmação de senha é obrigatória'],
    });
  });

  it.each([
    [{ new_password: '1234', confirm_password: '1234' }, 'new_password', 'Senha deve ter pelo menos 6 caracteres'],
    [{ new_password: 'x'.repeat(31), confirm_password: 'x'.repeat(31) }, 'new_password', 'Senha deve ter no máximo 30 caracteres'],
    [{ password: '123' }, 'password', 'Senha deve ter pelo menos 6 caracteres'],
    [{ confirm_password: 'outra-senha' }, 'confirm_password', 'As senhas devem coincidir'],
  ])('refuses %o with "%s: %s"', async (overrides, field, message) => {
    const body = { password: 'segredo1', new_password: 'nova-senha', confirm_password: 'nova-senha', ...overrides };
    const response = await change(user, body).expect(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('needs a signed-in caller', async () => {
    await ctx.api.post('/api/v1/user-details/password').send({}).expect(401);
  });
});

describe('global settings', () => {
  it('saves the settings an admin posts and answers them to every user in GET user', async () => {
    const form = { text_align: 'text-left', show_tutorial: '0', url_tutorial: 'https://example.com/video', url_tutorial_en: 'https://example.com/video-en' };
    let req = admin.auth(ctx.api.post('/api/v1/global-settings'));
    for (const [name, value] of Object.entries(form)) req = req.field(name, value);
    const saved = await req.expect(200);
    const settings = { ...form, show_tutorial: 0 };
    expect(saved.body).toEqual({ message: 'Alterado com sucesso!', item: settings });
    expect((await admin.auth(ctx.api.get('/api/v1/global-settings')).expect(200)).body).toEqual({ item: settings });
    const me = await user.auth(ctx.api.get('/api/v1/user')).expect(200);
    expect(me.body.data.user.settings).toEqual(settings);
  });

  it('answers every message of an empty form at once, with the spec\'s wording', async () => {
    const response = await admin.auth(ctx.api.post('/api/v1/global-settings')).send({}).expect(422);
    expect(response.body.errors).toEqual({
      text_align: ['Alinhaemnto não foi preenchido'],
      show_tutorial: ['Opção de vídeo não informado'],
      url_tutorial: ['URL de tutorial não foi informada'],
      url_tutorial_en: ['URL de tutorial não foi informada'],
    });
  });

  it('refuses an alignment outside the two options', async () => {
    const body = { text_align: 'text-center', show_tutorial: '1', url_tutorial: 'https://example.com/a', url_tutorial_en: 'https://example.com/b' };
    const response = await admin.auth(ctx.api.post('/api/v1/global-settings')).send(body).expect(422);
    expect(response.body.errors).toEqual({ text_align: ['Alinhaemnto não foi preenchido'] });
  });

  it('is for administrators only', async () => {
    await ctx.api.get('/api/v1/global-settings').expect(401);
    await ctx.api.post('/api/v1/global-settings').send({}).expect(401);
    await user.auth(ctx.api.get('/api/v1/global-settings')).expect(403);
    await user.auth(ctx.api.post('/api/v1/global-settings')).send({}).expect(403);
  });
});
