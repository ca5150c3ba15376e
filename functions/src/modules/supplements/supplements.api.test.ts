import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CategoryDoc, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic, revisionOf, uniqueName } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
let clock = Date.parse('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(clock) });
  [admin, user] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'user')]);
});
afterAll(() => ctx.close());

const tick = () => {
  clock += 60_000;
};
const countOf = async (categoryId: number) =>
  (await ctx.deps.store.get<CategoryDoc>(COLLECTIONS.categories, String(categoryId)))?.supplements_count;
const post = (path: string, body: Record<string, unknown>) => admin.auth(ctx.api.post(`/api/v1${path}`)).send(body);

describe('POST supplements', () => {
  it('creates a supplement in a category, counts it there and answers the item', async () => {
    const category = await createCategory(ctx, admin);
    const name = uniqueName('Magnésio Quelato');
    const response = await post('/supplements', { name, order: '2', is_paid: '1', category_id: String(category.id) }).expect(200);
    expect(response.body.message).toBe('Novo suplemento cadastrado');
    expect(response.body.item).toMatchObject({
      name,
      slug: `magnesio-quelato-${name.split(' ').pop()}`,
      is_paid: 1,
      order: 2,
      category_id: category.id,
      category: { id: category.id, slug: category.slug, name: category.name, image: category.image },
    });
    expect(await countOf(category.id)).toBe(1);
  });

  it('accepts a multipart form as well', async () => {
    const category = await createCategory(ctx, admin);
    await admin
      .auth(ctx.api.post('/api/v1/supplements'))
      .field('name', 'Zinco')
      .field('order', '1')
      .field('is_paid', '0')
      .field('category_id', String(category.id))
      .expect(200);
  });

  it('answers every message of an empty form at once', async () => {
    const response = await post('/supplements', {}).expect(422);
    expect(response.body.errors).toEqual({
      name: ['Nome não foi preenchido'],
      order: ['Selecione a ordem de exibição'],
      is_paid: ['Selecione se é item pago'],
      category_id: ['Selecione a categoria'],
    });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Nome muito curto'],
    [{ name: 'b'.repeat(101) }, 'name', 'Nome muito longo'],
    [{ order: '0' }, 'order', 'Selecione a ordem de exibição'],
    [{ order: '1001' }, 'order', 'Selecione a ordem de exibição'],
    [{ is_paid: 'talvez' }, 'is_paid', 'Selecione se é item pago'],
    [{ category_id: '99999' }, 'category_id', 'Categoria não encontrada'],
  ])('refuses %o with "%s: %s"', async (overrides, field, message) => {
    const category = await createCategory(ctx, admin);
    const response = await post('/supplements', { name: 'Cálcio', order: '1', is_paid: '0', category_id: String(category.id), ...overrides }).expect(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('refuses a category that holds subcategories', async () => {
    const parent = await createCategory(ctx, admin, { has_subcategory: '1' });
    const response = await post('/supplements', { name: 'Cálcio', order: '1', is_paid: '0', category_id: String(parent.id) }).expect(422);
    expect(response.body.errors.category_id).toEqual(['Esta categoria possui subcategorias: escolha uma delas para o suplemento.']);
    expect(await countOf(parent.id)).toBe(0);
  });

  it('rejects fields that are not part of the form', async () => {
    const category = await createCategory(ctx, admin);
    const response = await post('/supplements', { name: 'Cálcio', order: '1', is_paid: '0', category_id: String(category.id), slug: 'x' }).expect(422);
    expect(response.body.message).toBe('Campo não permitido: slug');
  });
});

describe('POST supplements/{id}', () => {
  it('moves a supplement between categories, keeping both counts and the topics copy right', async () => {
    const from = await createCategory(ctx, admin);
    const to = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, from.id);
    const topic = await createTopic(ctx, admin, supplement.id);
    const name = uniqueName('Renomeado');
    tick();
    const response = await post(`/supplements/${supplement.id}`, { name, order: '5', is_paid: '1', category_id: String(to.id), revision: String(await revisionOf(ctx, COLLECTIONS.supplements, supplement.id)) }).expect(200);
    expect(response.body).toMatchObject({ message: 'Suplemento foi atualizado!', item: { name, slug: supplement.slug, is_paid: 1, category_id: to.id } });
    expect(response.body.item.updated_at).toBe(new Date(clock).toISOString());
    expect([await countOf(from.id), await countOf(to.id)]).toEqual([0, 1]);
    // The topics' copy of their supplement follows in the syncSupplementCopies job.
    await ctx.jobs.idle();
    const topicDoc = await ctx.deps.store.get<TopicDoc>(COLLECTIONS.topics, String(topic.id));
    expect(topicDoc?.supplement).toEqual({ id: supplement.id, slug: supplement.slug, name, is_paid: 1, category: { id: to.id, slug: to.slug, name: to.name, image: to.image } });
  });

  it('refuses moving into a category with subcategories and changes nothing', async () => {
    const from = await createCategory(ctx, admin);
    const parent = await createCategory(ctx, admin, { has_subcategory: '1' });
    const supplement = await createSupplement(ctx, admin, from.id);
    await post(`/supplements/${supplement.id}`, { name: 'Outro', order: '1', is_paid: '0', category_id: String(parent.id), revision: '1' }).expect(422);
    expect(await countOf(from.id)).toBe(1);
    expect((await ctx.deps.store.get<SupplementDoc>(COLLECTIONS.supplements, String(supplement.id)))?.name).toBe(supplement.name);
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    const category = await createCategory(ctx, admin);
    const body = { name: 'Outro', order: '1', is_paid: '0', category_id: String(category.id), revision: '1' };
    const response = await post('/supplements/99999', body).expect(404);
    expect(response.body.message).toBe('Suplemento não encontrado');
    await post('/supplements/abc', body).expect(404);
  });
});

describe('DELETE supplements/{id}', () => {
  it('deletes the supplement with its topics and favourites and uncounts it', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    const kept = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id);
    const keptTopic = await createTopic(ctx, admin, kept.id);
    await ctx.deps.store.set(COLLECTIONS.favorites, `${user.uid}_${supplement.id}`, { user_uid: user.uid, supplement_id: supplement.id, created_at: new Date().toISOString() });
    const response = await admin.auth(ctx.api.delete(`/api/v1/supplements/${supplement.id}`)).expect(200);
    expect(response.body.message).toBe('Suplemento foi deletado!');
    expect(await countOf(category.id)).toBe(1);
    await ctx.api.get(`/api/v1/supplements/slug/${supplement.slug}`).expect(404);
    await ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`).expect(404);
    await ctx.api.get(`/api/v1/supplement-topics/slug/${keptTopic.slug}`).expect(200);
    expect(await ctx.deps.store.get(COLLECTIONS.favorites, `${user.uid}_${supplement.id}`)).toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    await admin.auth(ctx.api.delete('/api/v1/supplements/99999')).expect(404);
  });
});

describe('reading supplements', () => {
  it('lists a category by order then name with the category, paginated and searchable', async () => {
    const category = await createCategory(ctx, admin);
    const b = await createSupplement(ctx, admin, category.id, { name: 'Vitamina B12', order: '1' });
    const a = await createSupplement(ctx, admin, category.id, { name: 'Vitamina A', order: '1' });
    const c = await createSupplement(ctx, admin, category.id, { name: 'Ácido Fólico', order: '0002' });
    const response = await ctx.api.get(`/api/v1/supplements/category/slug/${category.slug}`).expect(200);
    expect(response.body.category).toEqual({ id: category.id, name: category.name, slug: category.slug, image: category.image });
    expect(response.body.items).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 3 });
    expect(response.body.items.data.map((s: { id: number }) => s.id)).toEqual([a.id, b.id, c.id]);
    expect(response.body.items.data[0]).toMatchObject({
      id: a.id,
      name: 'Vitamina A',
      slug: a.slug,
      is_paid: 0,
      order: 1,
      category_id: category.id,
      updated_at: a.updated_at,
      category: { slug: category.slug, name: category.name, image: category.image },
    });
    const searched = await ctx.api.get(`/api/v1/supplements/category/slug/${category.slug}?search=acido`).expect(200);
    expect(searched.body.items.data.map((s: { id: number }) => s.id)).toEqual([c.id]);
    await ctx.api.get('/api/v1/supplements/category/slug/nao-existe').expect(404);
  });

  it('answers one supplement by slug with its category, in the caller locale', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id, { is_paid: '1' });
    await ctx.deps.store.update(COLLECTIONS.supplements, String(supplement.id), { 'i18n.en.name': 'English name' });
    const response = await ctx.api.get(`/api/v1/supplements/slug/${supplement.slug}`).set('Accept-Language', 'en-US').expect(200);
    expect(response.body.item).toMatchObject({
      id: supplement.id,
      name: 'English name',
      slug: supplement.slug,
      is_paid: 1,
      category: { id: category.id, slug: category.slug, name: category.name, image: category.image },
    });
    const missing = await ctx.api.get('/api/v1/supplements/slug/nao-existe').expect(404);
    expect(missing.body.message).toBe('Suplemento não encontrado');
  });

  it('answers the admin form item by id', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id, { order: '4', is_paid: '1' });
    const response = await admin.auth(ctx.api.get(`/api/v1/supplements/${supplement.id}`)).expect(200);
    expect(response.body.item).toMatchObject({ id: supplement.id, name: supplement.name, is_paid: 1, order: 4, category_id: category.id });
    await admin.auth(ctx.api.get('/api/v1/supplements/99999')).expect(404);
    await admin.auth(ctx.api.get('/api/v1/supplements/x1')).expect(404);
  });

  it('answers the most recently updated ones, counting topic changes as updates', async () => {
    const category = await createCategory(ctx, admin);
    const older = await createSupplement(ctx, admin, category.id);
    tick();
    const middle = await createSupplement(ctx, admin, category.id);
    tick();
    const newest = await createSupplement(ctx, admin, category.id);
    tick();
    await createTopic(ctx, admin, older.id);
    const response = await ctx.api.get('/api/v1/supplements/updateds/3').expect(200);
    expect(response.body.items.map((s: { id: number }) => s.id)).toEqual([older.id, newest.id, middle.id]);
    expect(response.body.items[0]).toMatchObject({ slug: older.slug, category: { slug: category.slug, name: category.name } });
    expect((await ctx.api.get('/api/v1/supplements/updateds/1').expect(200)).body.items).toHaveLength(1);
    for (const count of ['0', '13', 'tres']) await ctx.api.get(`/api/v1/supplements/updateds/${count}`).expect(404);
  });
});

describe('access', () => {
  it.each([
    ['get', '/api/v1/supplements/1'],
    ['post', '/api/v1/supplements'],
    ['post', '/api/v1/supplements/1'],
    ['delete', '/api/v1/supplements/1'],
    ['get', '/api/v1/selects/categories'],
    ['get', '/api/v1/selects/supplements'],
  ] as const)('%s %s needs a signed-in admin', async (method, path) => {
    await ctx.api[method](path).expect(401);
    await user.auth(ctx.api[method](path)).expect(403);
  });
});

describe('GET selects', () => {
  it('lists the categories that can hold supplements and the supplements, optionally of one category', async () => {
    const parent = await createCategory(ctx, admin, { name: uniqueName('Zz Pai') });
    const leaf = await createCategory(ctx, admin, { name: uniqueName('Zz Folha'), parent_category: parent.id });
    const supplement = await createSupplement(ctx, admin, leaf.id, { name: 'Zz Coenzima' });
    const categories = await admin.auth(ctx.api.get('/api/v1/selects/categories')).expect(200);
    const options = categories.body.data.items as { id: number; name: string }[];
    expect(options).toContainEqual({ id: leaf.id, name: leaf.name });
    expect(options.map((o) => o.id)).not.toContain(parent.id);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort());
    const ofLeaf = await admin.auth(ctx.api.get(`/api/v1/selects/supplements?category_id=${leaf.id}`)).expect(200);
    expect(ofLeaf.body).toEqual({ data: { items: [{ id: supplement.id, name: 'Zz Coenzima' }] } });
    const all = await admin.auth(ctx.api.get('/api/v1/selects/supplements')).expect(200);
    expect(all.body.data.items.length).toBeGreaterThan(1);
    await admin.auth(ctx.api.get('/api/v1/selects/supplements?category_id=abc')).expect(422);
  });
});
