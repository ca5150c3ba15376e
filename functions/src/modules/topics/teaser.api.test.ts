import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
let paid: { id: number; slug: string; name: string };

const PAID_PARAGRAPH = 'Segundo parágrafo, só para assinantes';
const PAID_TOPIC_TEXT = 'Dose diária exclusiva';
const PAID_TAGS = 'selenometionina, levedura';

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, user] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'user')]);
  const category = await createCategory(ctx, admin, { name: 'Minerais do teaser' });
  paid = await createSupplement(ctx, admin, category.id, { name: 'Selênio do teaser', is_paid: '1' });
  await createTopic(ctx, admin, paid.id, { name: 'Posologia', order: '2', content: `<p>${PAID_TOPIC_TEXT}</p>`, tags: PAID_TAGS });
  await createTopic(ctx, admin, paid.id, {
    name: 'Descrição',
    order: '1',
    content: `<h3>Resumo</h3><p><strong>Selênio</strong>: oligoelemento &amp; antioxidante.</p><p>${PAID_PARAGRAPH}</p>`,
  });
});
afterAll(() => ctx.close());

describe('GET supplement-topics/supplement/slug/{slug}/teaser', () => {
  it('answers a paid supplement to a free user with its name, category, topic names and first paragraph, and nothing more', async () => {
    const response = await user.auth(ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${paid.slug}/teaser`)).expect(200);
    expect(response.body).toEqual({
      supplement: expect.objectContaining({ id: paid.id, name: 'Selênio do teaser', slug: paid.slug, is_paid: 1, category: expect.objectContaining({ name: 'Minerais do teaser' }) }),
      topics: [
        { id: expect.any(Number), name: 'Descrição' },
        { id: expect.any(Number), name: 'Posologia' },
      ],
      excerpt: 'Selênio: oligoelemento & antioxidante.',
    });
    const sent = JSON.stringify(response.body);
    for (const paidText of [PAID_PARAGRAPH, PAID_TOPIC_TEXT, PAID_TAGS, 'Resumo']) expect(sent).not.toContain(paidText);
  });

  it('answers anonymous callers the same teaser, while the topics themselves stay refused', async () => {
    const teaser = await ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${paid.slug}/teaser`).expect(200);
    expect(teaser.body.excerpt).toBe('Selênio: oligoelemento & antioxidante.');
    await ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${paid.slug}`).expect(403);
  });

  it('shows no excerpt when the first topic is itself paid, so no paid topic text reaches anyone', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id, { is_paid: '1' });
    await createTopic(ctx, admin, supplement.id, { name: 'Mecanismo', order: '1', is_paid: '1', content: `<p>${PAID_TOPIC_TEXT} no primeiro tópico</p>` });
    const response = await ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${supplement.slug}/teaser`).expect(200);
    expect(response.body).toMatchObject({ topics: [{ name: 'Mecanismo' }], excerpt: null });
    expect(JSON.stringify(response.body)).not.toContain(PAID_TOPIC_TEXT);
  });

  it('answers a supplement without topics with no excerpt, and an unknown slug with 404', async () => {
    const category = await createCategory(ctx, admin);
    const empty = await createSupplement(ctx, admin, category.id, { is_paid: '1' });
    const response = await ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${empty.slug}/teaser`).expect(200);
    expect(response.body).toMatchObject({ topics: [], excerpt: null });
    const missing = await ctx.api.get('/api/v1/supplement-topics/supplement/slug/nao-existe/teaser').expect(404);
    expect(missing.body.message).toBe('Suplemento não encontrado');
  });
});
