import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CategoryDoc, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { categoryImage, createCategory, createSupplement, createTopic, revisionOf, uniqueName } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, user] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'user')]);
});
afterAll(() => ctx.close());

const stored = (id: number) => ctx.deps.store.get<CategoryDoc>(COLLECTIONS.categories, String(id));

let png: Buffer;
beforeAll(async () => {
  png = await categoryImage();
});

/** POST categories (or categories/{id}) as the admin, multipart, with an image unless told otherwise. */
function postCategory(fields: Record<string, string>, options: { id?: number; image?: boolean } = {}) {
  let request = admin.auth(ctx.api.post(`/api/v1/categories${options.id ? `/${options.id}` : ''}`));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  return options.image === false ? request : request.attach('image', png, 'c.png');
}

describe('POST categories', () => {
  it('creates a top-level category with a stored image and answers a confirmation with the item', async () => {
    const name = uniqueName('Vitaminas');
    const response = await postCategory({ name, has_subcategory: '0', order: '3' }).expect(200);
    expect(response.body.message).toBe('Nova categoria foi criada');
    const item = response.body.item;
    expect(item).toMatchObject({ name, has_subcategory: 0, order: 3, supplements_count: 0, parent_category: null });
    expect(item.slug).toBe(name.toLowerCase().replace(/ /g, '-'));
    expect(item.image).toMatch(/^[a-f0-9]{32}\.png$/);
    const image = await ctx.api.get(`/uploads/categories/${item.image}`).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('answers every message of an empty form at once', async () => {
    const response = await postCategory({}, { image: false }).expect(422);
    expect(response.body.errors).toEqual({
      name: ['Nome não foi preenchido'],
      image: ['Imagem não foi enviada'],
      has_subcategory: ['Selecione se possui subcategoria'],
      order: ['Selecione a ordem de exibição'],
    });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Nome muito curto'],
    [{ name: 'x'.repeat(101) }, 'name', 'Nome muito longo'],
    [{ name: '   ' }, 'name', 'Nome não foi preenchido'],
    [{ order: '0' }, 'order', 'Selecione a ordem de exibição'],
    [{ order: '1001' }, 'order', 'Selecione a ordem de exibição'],
    [{ has_subcategory: '2' }, 'has_subcategory', 'Selecione se possui subcategoria'],
  ])('refuses %o with "%s: %s"', async (overrides, field, message) => {
    const response = await postCategory({ name: 'Minerais', has_subcategory: '0', order: '1', ...overrides }).expect(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('accepts names of exactly 2 and 100 characters and orders 1 and 1000', async () => {
    await postCategory({ name: 'Zn', has_subcategory: '0', order: '1' }).expect(200);
    await postCategory({ name: 'y'.repeat(100), has_subcategory: '0', order: '1000' }).expect(200);
  });

  it('rejects fields that are not part of the form', async () => {
    const response = await postCategory({ name: 'Minerais', has_subcategory: '0', order: '1', supplements_count: '99' }).expect(422);
    expect(response.body.message).toBe('Campo não permitido: supplements_count');
  });

  it('refuses a file that is not an image', async () => {
    const response = await admin
      .auth(ctx.api.post('/api/v1/categories'))
      .field('name', 'Minerais')
      .field('has_subcategory', '0')
      .field('order', '1')
      .attach('image', Buffer.from('não é imagem'), 'x.png')
      .expect(422);
    expect(response.body.errors.image).toBeDefined();
  });

  it('gives a repeated name the next free slug', async () => {
    const name = uniqueName('Aminoácidos');
    const first = await createCategory(ctx, admin, { name });
    const second = await createCategory(ctx, admin, { name });
    const third = await createCategory(ctx, admin, { name });
    expect([second.slug, third.slug]).toEqual([`${first.slug}-2`, `${first.slug}-3`]);
  });

  it('creates a subcategory under a parent and marks the parent as having subcategories', async () => {
    const parent = await createCategory(ctx, admin);
    expect(parent.has_subcategory).toBe(0);
    const child = await createCategory(ctx, admin, { parent_category: parent.id });
    expect((await stored(child.id))?.parent_id).toBe(parent.id);
    expect((await stored(parent.id))?.has_subcategory).toBe(1);
  });

  it('refuses an unknown parent and a parent that already holds supplements', async () => {
    const unknown = await postCategory({ name: 'Filha', has_subcategory: '0', order: '1', parent_category: '99999' }).expect(422);
    expect(unknown.body.errors.parent_category).toEqual(['Categoria principal não encontrada']);
    const parent = await createCategory(ctx, admin);
    await createSupplement(ctx, admin, parent.id);
    const refused = await postCategory({ name: 'Filha', has_subcategory: '0', order: '1', parent_category: String(parent.id) }).expect(409);
    expect(refused.body.message).toContain('possui suplementos');
  });
});

describe('GET categories', () => {
  it('lists top-level categories by order then name, paginated by 12, in the caller locale', async () => {
    const local = await createTestContext();
    try {
      const localAdmin = await signedInCaller(local, 'admin');
      const names = Array.from({ length: 13 }, (_, i) => `Categoria ${i}`);
      const created = [];
      for (const [i, name] of names.entries()) created.push(await createCategory(local, localAdmin, { name, order: String(13 - i) }));
      const parent = created[0]!;
      await createCategory(local, localAdmin, { name: 'Subcategoria escondida', parent_category: parent.id });
      await local.deps.store.update(COLLECTIONS.categories, String(parent.id), { 'i18n.en.name': 'Translated category' });

      const first = await local.api.get('/api/v1/categories').expect(200);
      expect(first.body.items).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, total: 13 });
      expect(first.body.items.data).toHaveLength(12);
      expect(first.body.items.data[0]).toEqual({
        id: created[12]!.id,
        name: names[12],
        slug: created[12]!.slug,
        image: created[12]!.image,
        has_subcategory: 0,
        order: 1,
        supplements_count: 0,
      });
      const second = await local.api.get('/api/v1/categories?page=2').set('Accept-Language', 'en').expect(200);
      expect(second.body.items.data).toEqual([expect.objectContaining({ id: parent.id, name: 'Translated category', has_subcategory: 1 })]);
      // Admins edit the Portuguese source, so they read it whatever their locale.
      const asAdmin = await localAdmin.auth(local.api.get('/api/v1/categories?page=2').set('Accept-Language', 'en')).expect(200);
      expect(asAdmin.body.items.data[0].name).toBe(names[0]);
    } finally {
      await local.close();
    }
  });

  it('searches by a word of the name, ignoring case and accents', async () => {
    const name = uniqueName('Fitoterápicos Adaptógenos');
    await createCategory(ctx, admin, { name });
    const response = await ctx.api.get('/api/v1/categories').query({ search: 'ADAPTOGENO' }).expect(200);
    expect(response.body.items.data.map((c: { name: string }) => c.name)).toEqual([name]);
    const none = await ctx.api.get('/api/v1/categories').query({ search: 'inexistentezzz' }).expect(200);
    expect(none.body.items).toMatchObject({ data: [], total: 0, last_page: 1 });
  });
});

describe('GET categories/slug/{slug}', () => {
  it('answers the category and its subcategories, with search', async () => {
    const parent = await createCategory(ctx, admin, { has_subcategory: '1' });
    const omega = await createCategory(ctx, admin, { name: uniqueName('Ômega'), parent_category: parent.id, order: '2' });
    const fibras = await createCategory(ctx, admin, { name: uniqueName('Fibras'), parent_category: parent.id, order: '1' });
    const response = await ctx.api.get(`/api/v1/categories/slug/${parent.slug}`).expect(200);
    expect(response.body.category).toEqual({ id: parent.id, name: parent.name, slug: parent.slug, image: parent.image });
    expect(response.body.items.data.map((c: { id: number }) => c.id)).toEqual([fibras.id, omega.id]);
    const searched = await ctx.api.get(`/api/v1/categories/slug/${parent.slug}?search=omega`).expect(200);
    expect(searched.body.items.data.map((c: { id: number }) => c.id)).toEqual([omega.id]);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await ctx.api.get('/api/v1/categories/slug/nao-existe').expect(404);
    expect(response.body.message).toBe('Categoria não encontrada');
  });
});

describe('GET categories/{id}', () => {
  it('answers the admin form item with its parent', async () => {
    const parent = await createCategory(ctx, admin);
    const child = await createCategory(ctx, admin, { parent_category: parent.id, order: '7' });
    const response = await admin.auth(ctx.api.get(`/api/v1/categories/${child.id}`)).expect(200);
    expect(response.body.item).toMatchObject({ id: child.id, name: child.name, has_subcategory: 0, order: 7, parent_category: parent.id });
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    await admin.auth(ctx.api.get('/api/v1/categories/99999')).expect(404);
    const response = await admin.auth(ctx.api.get('/api/v1/categories/abc')).expect(404);
    expect(response.body.message).toBe('Categoria não encontrada');
  });
});

describe('POST categories/{id}', () => {
  it('updates the fields, keeps the slug and the image when none is sent', async () => {
    const category = await createCategory(ctx, admin);
    const name = uniqueName('Renomeada');
    const response = await postCategory({ name, has_subcategory: '0', order: '9', revision: String(await revisionOf(ctx, COLLECTIONS.categories, category.id)) }, { id: category.id, image: false }).expect(200);
    expect(response.body).toMatchObject({ message: 'Categoria foi atualizada!', item: { name, order: 9, slug: category.slug, image: category.image } });
  });

  it('readers see a renamed category at once; the copies on its supplements and their topics follow in the job', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id);
    const name = uniqueName('Nova');
    await postCategory({ name, has_subcategory: '0', order: '1', revision: String(await revisionOf(ctx, COLLECTIONS.categories, category.id)) }, { id: category.id }).expect(200);
    expect((await ctx.api.get(`/api/v1/supplements/slug/${supplement.slug}`).expect(200)).body.item.category).toMatchObject({ name });
    await ctx.jobs.idle();
    const item = (await stored(category.id))!;
    const supplementDoc = await ctx.deps.store.get<SupplementDoc>(COLLECTIONS.supplements, String(supplement.id));
    const topicDoc = await ctx.deps.store.get<TopicDoc>(COLLECTIONS.topics, String(topic.id));
    const ref = { id: category.id, slug: category.slug, name, image: item.image };
    expect(supplementDoc?.category).toEqual(ref);
    expect(topicDoc?.supplement.category).toEqual(ref);
    const read = await ctx.api.get(`/api/v1/supplements/slug/${supplement.slug}`).expect(200);
    expect(read.body.item.category).toMatchObject({ name });
  });

  it('moves a subcategory to another parent, keeping both parents right', async () => {
    const from = await createCategory(ctx, admin);
    const to = await createCategory(ctx, admin);
    const child = await createCategory(ctx, admin, { parent_category: from.id });
    await postCategory({ name: child.name, has_subcategory: '0', order: '1', parent_category: String(to.id), revision: String(await revisionOf(ctx, COLLECTIONS.categories, child.id)) }, { id: child.id, image: false }).expect(200);
    expect((await stored(from.id))?.has_subcategory).toBe(0);
    expect((await stored(to.id))?.has_subcategory).toBe(1);
    const cycle = await postCategory({ name: to.name, has_subcategory: '1', order: '1', parent_category: String(child.id), revision: String(await revisionOf(ctx, COLLECTIONS.categories, to.id)) }, { id: to.id, image: false }).expect(422);
    expect(cycle.body.errors.parent_category).toBeDefined();
  });

  it('refuses to turn a category with supplements into one with subcategories, and the reverse', async () => {
    const leaf = await createCategory(ctx, admin);
    await createSupplement(ctx, admin, leaf.id);
    await postCategory({ name: leaf.name, has_subcategory: '1', order: '1', revision: String(await revisionOf(ctx, COLLECTIONS.categories, leaf.id)) }, { id: leaf.id, image: false }).expect(409);
    const parent = await createCategory(ctx, admin);
    await createCategory(ctx, admin, { parent_category: parent.id });
    await postCategory({ name: parent.name, has_subcategory: '0', order: '1', revision: String(await revisionOf(ctx, COLLECTIONS.categories, parent.id)) }, { id: parent.id, image: false }).expect(409);
  });

  it('answers 404 for an unknown id and still validates the form', async () => {
    await postCategory({ name: 'Outra', has_subcategory: '0', order: '1', revision: String(await revisionOf(ctx, COLLECTIONS.categories, 99999)) }, { id: 99999, image: false }).expect(404);
    const response = await postCategory({ name: 'O', revision: String(await revisionOf(ctx, COLLECTIONS.categories, 99999)) }, { id: 99999, image: false }).expect(422);
    expect(response.body.errors.name).toEqual(['Nome muito curto']);
    expect(response.body.errors.image).toBeUndefined();
  });
});

describe('DELETE categories/{id}', () => {
  it('deletes an empty category', async () => {
    const category = await createCategory(ctx, admin);
    const response = await admin.auth(ctx.api.delete(`/api/v1/categories/${category.id}`)).expect(200);
    expect(response.body.message).toBe('Categoria foi deletada!');
    await admin.auth(ctx.api.get(`/api/v1/categories/${category.id}`)).expect(404);
  });

  it('refuses while the category holds supplements or subcategories, leaving everything in place', async () => {
    const leaf = await createCategory(ctx, admin);
    await createSupplement(ctx, admin, leaf.id);
    const withSupplements = await admin.auth(ctx.api.delete(`/api/v1/categories/${leaf.id}`)).expect(409);
    expect(withSupplements.body.message).toContain('possui suplementos');
    const parent = await createCategory(ctx, admin);
    await createCategory(ctx, admin, { parent_category: parent.id });
    const withChildren = await admin.auth(ctx.api.delete(`/api/v1/categories/${parent.id}`)).expect(409);
    expect(withChildren.body.message).toContain('possui subcategorias');
    expect(await stored(leaf.id)).not.toBeNull();
    expect(await stored(parent.id)).not.toBeNull();
  });

  it('turns has_subcategory back to 0 when the last subcategory goes', async () => {
    const parent = await createCategory(ctx, admin);
    const first = await createCategory(ctx, admin, { parent_category: parent.id });
    const second = await createCategory(ctx, admin, { parent_category: parent.id });
    await admin.auth(ctx.api.delete(`/api/v1/categories/${first.id}`)).expect(200);
    expect((await stored(parent.id))?.has_subcategory).toBe(1);
    await admin.auth(ctx.api.delete(`/api/v1/categories/${second.id}`)).expect(200);
    expect((await stored(parent.id))?.has_subcategory).toBe(0);
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    await admin.auth(ctx.api.delete('/api/v1/categories/99999')).expect(404);
    await admin.auth(ctx.api.delete('/api/v1/categories/1.5')).expect(404);
  });
});

describe('access', () => {
  it.each([
    ['get', '/api/v1/categories/1'],
    ['post', '/api/v1/categories'],
    ['post', '/api/v1/categories/1'],
    ['delete', '/api/v1/categories/1'],
  ] as const)('%s %s needs a signed-in admin', async (method, path) => {
    await ctx.api[method](path).expect(401);
    await user.auth(ctx.api[method](path)).expect(403);
  });
});
