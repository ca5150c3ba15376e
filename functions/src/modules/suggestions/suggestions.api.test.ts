import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
let clock = Date.parse('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  // Each request a second later, so "newest first" is observable.
  ctx = await createTestContext({ now: () => new Date((clock += 1000)) });
  [admin, user] = [await signedInCaller(ctx, 'admin'), await signedInCaller(ctx, 'user', { name: 'Paula Sugestora' })];
});
afterAll(() => ctx.close());

const uniqueWord = () => `s${randomBytes(5).toString('hex')}`;
const suggest = (caller: SignedInCaller, content: unknown) => caller.auth(ctx.api.post('/api/v1/suggestions')).send({ content });
const listAsAdmin = (query: Record<string, string | number> = {}) => admin.auth(ctx.api.get('/api/v1/suggestions').query(query)).expect(200);

describe('suggestions', () => {
  it('a user sends one, an admin sees it with the author, then deletes it', async () => {
    const word = uniqueWord();
    const sent = await suggest(user, `Incluir a creatina ${word} no catálogo`).expect(200);
    expect(sent.body.message).toBe('Sugestão enviada. Obrigado!');
    const id = sent.body.item.id as number;

    const list = await listAsAdmin({ search: word });
    expect(list.body.items).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 1 });
    expect(list.body.items.data).toEqual([
      {
        id,
        content: `Incluir a creatina ${word} no catálogo`,
        created_at: expect.any(String),
        user: { name: 'Paula Sugestora', email: user.email, detail: { phone: '(11) 98765-4321' } },
      },
    ]);

    const deleted = await admin.auth(ctx.api.delete(`/api/v1/suggestions/${id}`)).expect(200);
    expect(deleted.body.message).toBe('Sugestão foi deletada!');
    expect((await listAsAdmin({ search: word })).body.items.total).toBe(0);
    await admin.auth(ctx.api.delete(`/api/v1/suggestions/${id}`)).expect(404);
  });

  it('lists newest first and finds by content, author name and e-mail (accents ignored)', async () => {
    const word = uniqueWord();
    const author = await signedInCaller(ctx, 'user', { name: `Rosângela ${word}` });
    await suggest(author, 'Primeira sugestão sobre vitamina D').expect(200);
    await suggest(author, 'Segunda sugestão sobre magnésio').expect(200);

    const byName = await listAsAdmin({ search: word });
    expect(byName.body.items.data.map((row: { content: string }) => row.content)).toEqual([
      'Segunda sugestão sobre magnésio',
      'Primeira sugestão sobre vitamina D',
    ]);
    const byEmail = await listAsAdmin({ search: author.email.split('@')[0]! });
    expect(byEmail.body.items.total).toBe(2);
    const byContent = await listAsAdmin({ search: 'MAGNESIO' });
    expect(byContent.body.items.data.map((row: { user: { email: string } }) => row.user.email)).toContain(author.email);
  });

  it('accepts the multipart form too', async () => {
    const response = await user.auth(ctx.api.post('/api/v1/suggestions')).field('content', 'Enviada pelo formulário').expect(200);
    expect(response.body.item.content).toBe('Enviada pelo formulário');
  });

  it.each([
    [undefined, 'Sugestão não foi preenchida'],
    ['   ', 'Sugestão não foi preenchida'],
    ['a', 'Sugestão muito curta'],
    ['a'.repeat(1001), 'Sugestão muito longa'],
  ])('refuses content %j with "%s"', async (content, message) => {
    const response = await suggest(user, content).expect(422);
    expect(response.body.errors).toEqual({ content: [message] });
  });

  it('refuses fields that are not part of the form', async () => {
    const response = await user.auth(ctx.api.post('/api/v1/suggestions')).send({ content: 'Válida', user_uid: 'outro' }).expect(422);
    expect(response.body.message).toBe('Campo não permitido: user_uid');
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await admin.auth(ctx.api.delete(`/api/v1/suggestions/${id}`)).expect(404);
      expect(response.body.message).toBe('Sugestão não encontrada');
    }
  });

  it('needs a signed-in caller to send, and an admin to list or delete', async () => {
    await ctx.api.post('/api/v1/suggestions').send({ content: 'Anônima' }).expect(401);
    await ctx.api.get('/api/v1/suggestions').expect(401);
    await ctx.api.delete('/api/v1/suggestions/1').expect(401);
    await user.auth(ctx.api.get('/api/v1/suggestions')).expect(403);
    await user.auth(ctx.api.delete('/api/v1/suggestions/1')).expect(403);
  });
});
