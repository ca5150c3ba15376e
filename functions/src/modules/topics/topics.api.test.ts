import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
let premium: SignedInCaller;
let categoryId: number;
let clock = Date.parse('2026-04-01T09:00:00.000Z');

const PREMIUM_REQUIRED = { message: 'Conteúdo exclusivo para assinantes premium.', code: 'premium_required' };

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(clock) });
  [admin, user, premium] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'user'), signedInCaller(ctx, 'premium')]);
  categoryId = (await createCategory(ctx, admin)).id;
});
afterAll(() => ctx.close());

const storedTopic = (id: number) => ctx.deps.store.get<TopicDoc>(COLLECTIONS.topics, String(id));
const storedSupplement = (id: number) => ctx.deps.store.get<SupplementDoc>(COLLECTIONS.supplements, String(id));

function postTopic(fields: Record<string, string>, id?: number) {
  let request = admin.auth(ctx.api.post(`/api/v1/supplement-topics${id ? `/${id}` : ''}`));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  return request;
}

describe('POST supplement-topics', () => {
  it('creates a topic with a slug from its supplement and name, and touches the supplement', async () => {
    const supplement = await createSupplement(ctx, admin, categoryId, { name: 'Magnésio' });
    clock += 60_000;
    const response = await postTopic({
      name: 'Formas Químicas',
      order: '2',
      is_paid: '1',
      content: '<p>Citrato</p>',
      supplement_id: String(supplement.id),
      tags: 'citrato, glicinato',
    }).expect(200);
    expect(response.body.message).toBe('Novo tópico criado');
    expect(response.body.item).toMatchObject({
      name: 'Formas Químicas',
      slug: `${supplement.slug}-formas-quimicas`,
      order: 2,
      is_paid: 1,
      tags: 'citrato, glicinato',
      content: '<p>Citrato</p>',
      supplement_id: supplement.id,
    });
    expect((await storedSupplement(supplement.id))?.updated_at).toBe(new Date(clock).toISOString());
    const again = await createTopic(ctx, admin, supplement.id, { name: 'Formas Químicas' });
    expect(again.slug).toBe(`${supplement.slug}-formas-quimicas-2`);
  });

  it('stores sanitised content: no script, no event handler, no foreign image', async () => {
    const supplement = await createSupplement(ctx, admin, categoryId);
    const topic = await createTopic(ctx, admin, supplement.id, {
      content:
        '<p>Dose<script>alert(1)</script></p><img src="/uploads/images/abc.png" onerror="alert(1)">' +
        '<img src="https://evil.example/x.png"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>',
    });
    const expected = '<p>Dose</p><img src="/uploads/images/abc.png" /><a rel="noopener noreferrer" target="_blank">link</a>';
    expect((await storedTopic(topic.id))?.content).toBe(expected);
    const read = await admin.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`)).expect(200);
    expect(read.body.item.content).toBe(expected);
  });

  it("replaces empty paragraphs by a non-breaking-space paragraph and treats the tag 'null' as none", async () => {
    const supplement = await createSupplement(ctx, admin, categoryId);
    const topic = await createTopic(ctx, admin, supplement.id, { content: '<p>a</p><p></p><p><br></p><p>  </p><p>b</p>', tags: 'null' });
    const stored = await storedTopic(topic.id);
    expect(stored?.content).toBe('<p>a</p><p>&nbsp;</p><p>&nbsp;</p><p>&nbsp;</p><p>b</p>');
    expect(stored?.tags).toBeNull();
  });

  it('answers every message of an empty form at once', async () => {
    const response = await admin.auth(ctx.api.post('/api/v1/supplement-topics')).send({}).expect(422);
    expect(response.body.errors).toEqual({
      name: ['Nome não foi preenchido'],
      order: ['Selecione a ordem de exibição'],
      is_paid: ['Selecione se é pago ou não'],
      supplement_id: ['Selecione o suplemento'],
    });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Nome muito curto'],
    [{ name: 'c'.repeat(101) }, 'name', 'Nome muito longo'],
    [{ order: '0' }, 'order', 'Selecione a ordem de exibição'],
    [{ order: '1001' }, 'order', 'Selecione a ordem de exibição'],
    [{ supplement_id: '99999' }, 'supplement_id', 'Suplemento não encontrado'],
  ])('refuses %o with "%s: %s"', async (overrides, field, message) => {
    const supplement = await createSupplement(ctx, admin, categoryId);
    const response = await postTopic({ name: 'Doses', order: '1', is_paid: '0', content: '<p>x</p>', supplement_id: String(supplement.id), ...overrides }).expect(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('rejects fields that are not part of the form', async () => {
    const supplement = await createSupplement(ctx, admin, categoryId);
    const response = await postTopic({ name: 'Doses', order: '1', is_paid: '0', supplement_id: String(supplement.id), supplement: 'x' }).expect(422);
    expect(response.body.message).toBe('Campo não permitido: supplement');
  });
});

describe('POST supplement-topics/{id} and DELETE', () => {
  it('updates the topic, keeps its slug, and touches the old and the new supplement when it moves', async () => {
    const from = await createSupplement(ctx, admin, categoryId);
    const to = await createSupplement(ctx, admin, categoryId);
    const topic = await createTopic(ctx, admin, from.id, { name: 'Doses' });
    clock += 60_000;
    const response = await postTopic(
      { name: 'Doses diárias', order: '3', is_paid: '0', content: '<p></p><p>novo</p>', supplement_id: String(to.id), tags: '', revision: '1' },
      topic.id,
    ).expect(200);
    expect(response.body).toMatchObject({
      message: 'Tópico foi atualizado',
      item: { name: 'Doses diárias', slug: topic.slug, order: 3, content: '<p>&nbsp;</p><p>novo</p>', tags: null, supplement_id: to.id },
    });
    const now = new Date(clock).toISOString();
    expect([(await storedSupplement(from.id))?.updated_at, (await storedSupplement(to.id))?.updated_at]).toEqual([now, now]);
    expect((await storedTopic(topic.id))?.supplement).toMatchObject({ id: to.id, slug: to.slug });
  });

  it('deletes a topic and touches its supplement', async () => {
    const supplement = await createSupplement(ctx, admin, categoryId);
    const topic = await createTopic(ctx, admin, supplement.id);
    clock += 60_000;
    const response = await admin.auth(ctx.api.delete(`/api/v1/supplement-topics/${topic.id}`)).expect(200);
    expect(response.body.message).toBe('Tópico foi deletado!');
    await ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`).expect(404);
    expect((await storedSupplement(supplement.id))?.updated_at).toBe(new Date(clock).toISOString());
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    const supplement = await createSupplement(ctx, admin, categoryId);
    const body = { name: 'Doses', order: '1', is_paid: '0', supplement_id: String(supplement.id), revision: '1' };
    const response = await postTopic(body, 99999).expect(404);
    expect(response.body.message).toBe('Tópico não encontrado');
    await admin.auth(ctx.api.post('/api/v1/supplement-topics/abc')).send(body).expect(404);
    await admin.auth(ctx.api.delete('/api/v1/supplement-topics/99999')).expect(404);
  });
});

describe('reading topics behind the premium gate', () => {
  let free: { slug: string; id: number; name: string };
  let paid: { slug: string; id: number; name: string };
  let openTopic: { slug: string; id: number };
  let paidTopic: { slug: string; id: number };
  let topicOfPaid: { slug: string; id: number };

  beforeAll(async () => {
    free = await createSupplement(ctx, admin, categoryId, { is_paid: '0' });
    paid = await createSupplement(ctx, admin, categoryId, { is_paid: '1' });
    paidTopic = await createTopic(ctx, admin, free.id, { name: 'Fórmulas', order: '2', is_paid: '1', content: '<p>segredo</p>' });
    openTopic = await createTopic(ctx, admin, free.id, { name: 'Descrição', order: '1', is_paid: '0', content: '<p>aberto</p>', tags: 'energia' });
    topicOfPaid = await createTopic(ctx, admin, paid.id, { name: 'Descrição', is_paid: '0', content: '<p>pago</p>' });
  });

  it('lists a free supplement’s topics in order, locking paid ones for anonymous and free callers', async () => {
    for (const caller of [null, user]) {
      const request = ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${free.slug}`);
      const response = await (caller ? caller.auth(request) : request).expect(200);
      expect(response.body.supplement).toMatchObject({ id: free.id, name: free.name, slug: free.slug, is_paid: 0, category: { id: categoryId } });
      expect(response.body.items).toEqual([
        expect.objectContaining({ id: openTopic.id, name: 'Descrição', order: 1, is_paid: 0, tags: 'energia', content: '<p>aberto</p>', locked: false }),
        expect.objectContaining({ id: paidTopic.id, name: 'Fórmulas', order: 2, is_paid: 1, content: null, locked: true }),
      ]);
    }
  });

  it('sends paid topics to premium users and admins', async () => {
    for (const caller of [premium, admin]) {
      const response = await caller.auth(ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${free.slug}`)).expect(200);
      expect(response.body.items[1]).toMatchObject({ content: '<p>segredo</p>', locked: false });
      const one = await caller.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${paidTopic.slug}`)).expect(200);
      expect(one.body.item.content).toBe('<p>segredo</p>');
    }
  });

  it('refuses a paid supplement’s topics to anonymous and free callers with premium_required', async () => {
    await ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${paid.slug}`).expect(403, PREMIUM_REQUIRED);
    await user.auth(ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${paid.slug}`)).expect(403, PREMIUM_REQUIRED);
    await user.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${topicOfPaid.slug}`)).expect(403, PREMIUM_REQUIRED);
    await user.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${paidTopic.slug}`)).expect(403, PREMIUM_REQUIRED);
    const ok = await premium.auth(ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${paid.slug}`)).expect(200);
    expect(ok.body.items[0].content).toBe('<p>pago</p>');
  });

  it('answers a free topic with its supplement and category', async () => {
    const response = await ctx.api.get(`/api/v1/supplement-topics/slug/${openTopic.slug}`).expect(200);
    expect(response.body.item).toMatchObject({
      id: openTopic.id,
      name: 'Descrição',
      content: '<p>aberto</p>',
      supplement: { id: free.id, slug: free.slug, name: free.name, category: { id: categoryId } },
    });
    expect(response.body.item.supplement.category).toHaveProperty('slug');
    expect(response.body.item.supplement.category).toHaveProperty('name');
  });

  it('answers the topic in English when translated, and 404 for unknown slugs', async () => {
    await ctx.deps.store.update(COLLECTIONS.topics, String(openTopic.id), { 'i18n.en.name': 'Description', 'i18n.en.content': '<p>open</p>' });
    const response = await ctx.api.get(`/api/v1/supplement-topics/slug/${openTopic.slug}`).set('Accept-Language', 'en').expect(200);
    expect(response.body.item).toMatchObject({ name: 'Description', content: '<p>open</p>' });
    const topicMissing = await ctx.api.get('/api/v1/supplement-topics/slug/nao-existe').expect(404);
    expect(topicMissing.body.message).toBe('Tópico não encontrado');
    const supplementMissing = await ctx.api.get('/api/v1/supplement-topics/supplement/slug/nao-existe').expect(404);
    expect(supplementMissing.body.message).toBe('Suplemento não encontrado');
  });
});

describe('access', () => {
  it.each([
    ['post', '/api/v1/supplement-topics'],
    ['post', '/api/v1/supplement-topics/1'],
    ['delete', '/api/v1/supplement-topics/1'],
  ] as const)('%s %s needs a signed-in admin', async (method, path) => {
    await ctx.api[method](path).expect(401);
    await user.auth(ctx.api[method](path)).expect(403);
    await premium.auth(ctx.api[method](path)).expect(403);
  });
});
