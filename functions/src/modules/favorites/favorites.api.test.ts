import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CategoryDoc, type SupplementDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let clock = Date.parse('2026-04-01T12:00:00.000Z');

const category: CategoryDoc = {
  id: 1, name: 'Minerais', slug: 'minerais', image: 'minerais.png', has_subcategory: 0, order: 1, parent_id: null,
  supplements_count: 3, is_formulas: false, keywords: [], i18n: { en: { name: 'Minerals' } },
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
};
const supplement = (id: number, name: string, is_paid: 0 | 1, en?: string): SupplementDoc => ({
  id, name, slug: name.toLowerCase(), is_paid, order: id, category_id: 1,
  category: { id: 1, slug: 'minerais', name: 'Minerais', image: 'minerais.png' },
  keywords: [], ...(en ? { i18n: { en: { name: en } } } : {}),
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-02-0' + id + 'T00:00:00.000Z',
});
const FREE = supplement(1, 'Magnésio', 0, 'Magnesium');
const PAID = supplement(2, 'Zinco', 1, 'Zinc');
const OTHER = supplement(3, 'Selênio', 0);

beforeAll(async () => {
  // Each request a second later, so "newest first" is observable.
  ctx = await createTestContext({ now: () => new Date((clock += 1000)) });
  const batch = ctx.deps.store.batch();
  batch.set(COLLECTIONS.categories, '1', category);
  for (const doc of [FREE, PAID, OTHER]) batch.set(COLLECTIONS.supplements, String(doc.id), doc);
  await batch.commit();
});
afterAll(() => ctx.close());

const toggle = (caller: SignedInCaller, supplement_id: unknown) => caller.auth(ctx.api.post('/api/v1/favorites')).send({ supplement_id });
const isFavorited = async (caller: SignedInCaller, id: number | string) =>
  (await caller.auth(ctx.api.get(`/api/v1/favorites/supplement/${id}`)).expect(200)).body.favorited as boolean;
const favoritesOf = async (caller: SignedInCaller, page = 1) =>
  (await caller.auth(ctx.api.get('/api/v1/favorites').query({ page })).expect(200)).body.data;

describe('favourites', () => {
  it('toggles a favourite on and off and answers the state', async () => {
    const user = await signedInCaller(ctx, 'user');
    expect(await isFavorited(user, FREE.id)).toBe(false);
    expect((await toggle(user, FREE.id).expect(200)).body).toEqual({ favorited: true });
    expect(await isFavorited(user, FREE.id)).toBe(true);
    expect((await toggle(user, String(FREE.id)).expect(200)).body).toEqual({ favorited: false });
    expect(await isFavorited(user, FREE.id)).toBe(false);
  });

  it('lists the caller\'s favourited supplements newest first, shaped as supplements', async () => {
    const user = await signedInCaller(ctx, 'premium');
    await toggle(user, FREE.id).expect(200);
    await toggle(user, PAID.id).expect(200);
    const page = await favoritesOf(user);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 2 });
    expect(page.data).toEqual([
      {
        id: 2, name: 'Zinco', slug: 'zinco', is_paid: 1, order: 2, category_id: 1, updated_at: '2026-02-02T00:00:00.000Z',
        category: { slug: 'minerais', name: 'Minerais', image: 'minerais.png' },
      },
      expect.objectContaining({ id: 1, name: 'Magnésio', is_paid: 0 }),
    ]);
  });

  it('answers names in the caller\'s language', async () => {
    const user = await signedInCaller(ctx, 'user');
    await user.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
    await toggle(user, FREE.id).expect(200);
    const [item] = (await favoritesOf(user)).data;
    expect(item).toMatchObject({ name: 'Magnesium', category: { name: 'Minerals' } });
  });

  it('keeps favourites apart: a user sees and changes only their own', async () => {
    const [first, second] = [await signedInCaller(ctx, 'user'), await signedInCaller(ctx, 'user')];
    await toggle(first, OTHER.id).expect(200);
    expect(await isFavorited(second, OTHER.id)).toBe(false);
    expect((await favoritesOf(second)).total).toBe(0);
    await toggle(second, OTHER.id).expect(200);
    await toggle(second, OTHER.id).expect(200);
    expect(await isFavorited(first, OTHER.id)).toBe(true);
  });

  it('refuses a paid supplement to a non-premium user with premium_required', async () => {
    const user = await signedInCaller(ctx, 'user');
    const response = await toggle(user, PAID.id).expect(403);
    expect(response.body).toEqual({ message: 'Favoritar suplementos pagos é exclusivo para assinantes premium.', code: 'premium_required' });
    expect(await isFavorited(user, PAID.id)).toBe(false);
  });

  it('lets a former subscriber remove a paid favourite they can no longer add', async () => {
    const user = await signedInCaller(ctx, 'premium');
    await toggle(user, PAID.id).expect(200);
    await ctx.deps.store.update(COLLECTIONS.users, user.uid, { premium: 0, plan_id: null, subscription_status: 'expired' });
    expect((await toggle(user, PAID.id).expect(200)).body).toEqual({ favorited: false });
    await toggle(user, PAID.id).expect(403);
  });

  it('leaves out favourites whose supplement is gone, and deletes none of them (the move to the trash takes them, so a restore brings them back)', async () => {
    const user = await signedInCaller(ctx, 'user');
    const gone = supplement(90, 'Removido', 0);
    await ctx.deps.store.set(COLLECTIONS.supplements, '90', gone);
    await toggle(user, 90).expect(200);
    await toggle(user, FREE.id).expect(200);
    await ctx.deps.store.delete(COLLECTIONS.supplements, '90');
    const page = await favoritesOf(user);
    expect(page.data.map((item: { id: number }) => item.id)).toEqual([FREE.id]);
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.favorites, where: [{ field: 'user_uid', op: '==', value: user.uid }] })).toBe(2);
  });

  it('answers 404 for unknown or non-numeric supplements and 422 without one', async () => {
    const user = await signedInCaller(ctx, 'user');
    expect((await toggle(user, 99999).expect(404)).body.message).toBe('Suplemento não encontrado');
    await user.auth(ctx.api.get('/api/v1/favorites/supplement/99999')).expect(404);
    await user.auth(ctx.api.get('/api/v1/favorites/supplement/abc')).expect(404);
    expect((await toggle(user, undefined).expect(422)).body.errors).toEqual({ supplement_id: ['Suplemento não informado'] });
    await toggle(user, 'abc').expect(422);
  });

  it.each([true, [1], '0x1F', '1e0', ' ', { id: 1 }])('reads %j as no supplement id (422), never as a number', async (value) => {
    const user = await signedInCaller(ctx, 'user');
    expect((await toggle(user, value).expect(422)).body.errors).toEqual({ supplement_id: ['Suplemento não informado'] });
    expect((await user.auth(ctx.api.get('/api/v1/favorites')).expect(200)).body.data.total).toBe(0);
  });

  it('needs a signed-in caller', async () => {
    await ctx.api.get('/api/v1/favorites').expect(401);
    await ctx.api.get('/api/v1/favorites/supplement/1').expect(401);
    await ctx.api.post('/api/v1/favorites').send({ supplement_id: 1 }).expect(401);
  });
});
