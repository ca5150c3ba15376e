import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { COLLECTIONS, type RecentViewListDoc } from '../../domain/docs.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
let other: SignedInCaller;
let premium: SignedInCaller;
let clock = Date.parse('2026-06-01T08:00:00.000Z');
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(clock) });
  [admin, user, other, premium] = await Promise.all([
    signedInCaller(ctx, 'admin'),
    signedInCaller(ctx, 'user'),
    signedInCaller(ctx, 'user'),
    signedInCaller(ctx, 'premium'),
  ]);
  categoryId = (await createCategory(ctx, admin)).id;
});
afterAll(() => ctx.close());

async function view(caller: SignedInCaller, supplementId: number, status = 200) {
  clock += 60_000;
  return caller.auth(ctx.api.post('/api/v1/recently-viewed')).send({ supplement_id: supplementId }).expect(status);
}
const recent = async (caller: SignedInCaller) => (await caller.auth(ctx.api.get('/api/v1/recently-viewed')).expect(200)).body.items as { id: number; viewed_at: string }[];

describe('recently viewed', () => {
  it('lists the caller’s last opened supplements newest first, a second view moving one to the top, and no one else’s', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createSupplement(ctx, admin, categoryId)));
    await view(user, a!.id);
    await view(user, b!.id);
    await view(user, c!.id);
    expect((await recent(user)).map((item) => item.id)).toEqual([c!.id, b!.id, a!.id]);
    await view(user, a!.id);
    const items = await recent(user);
    expect(items.map((item) => item.id)).toEqual([a!.id, c!.id, b!.id]);
    expect(items[0]).toMatchObject({ slug: a!.slug, viewed_at: new Date(clock).toISOString(), category: expect.objectContaining({ slug: expect.any(String) }) });
    expect(await recent(other)).toEqual([]);
  });

  it('refuses a paid supplement to a free user and records it for a premium one', async () => {
    const paid = await createSupplement(ctx, admin, categoryId, { is_paid: '1' });
    const refused = await view(other, paid.id, 403);
    expect(refused.body.code).toBe('premium_required');
    expect(await recent(other)).toEqual([]);
    await view(premium, paid.id);
    expect((await recent(premium)).map((item) => item.id)).toEqual([paid.id]);
  });

  it('answers 404 for an unknown supplement, 422 without one, and leaves out supplements deleted since', async () => {
    const missing = await view(other, 987_654, 404);
    expect(missing.body.message).toBe('Suplemento não encontrado');
    const invalid = await other.auth(ctx.api.post('/api/v1/recently-viewed')).send({}).expect(422);
    expect(invalid.body.errors).toEqual({ supplement_id: ['Suplemento não informado'] });
    const gone = await createSupplement(ctx, admin, categoryId);
    const kept = await createSupplement(ctx, admin, categoryId);
    await view(other, kept.id);
    await view(other, gone.id);
    await admin.auth(ctx.api.delete(`/api/v1/supplements/${gone.id}`)).expect(200);
    expect((await recent(other)).map((item) => item.id)).toEqual([kept.id]);
  });

  it('shows ten and keeps no more than twenty views per user', async () => {
    const many = [];
    for (let index = 0; index < 22; index++) many.push(await createSupplement(ctx, admin, categoryId));
    for (const supplement of many) await view(premium, supplement.id);
    const items = await recent(premium);
    expect(items.map((item) => item.id)).toEqual(many.slice(-10).reverse().map((supplement) => supplement.id));
    const stored = await ctx.deps.store.get<RecentViewListDoc>(COLLECTIONS.recentViewLists, premium.uid);
    expect(stored?.views).toHaveLength(20);
    expect(stored?.views.map((view) => view.supplement_id)).toEqual(many.slice(-20).reverse().map((supplement) => supplement.id));
  });

  it('moves a user’s views of the earlier layout (one document per supplement) into their list at their next view, losing none', async () => {
    const moving = await signedInCaller(ctx, 'user');
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createSupplement(ctx, admin, categoryId)));
    const legacy = [
      { supplement_id: a!.id, viewed_at: '2026-05-01T10:00:00.000Z' },
      { supplement_id: b!.id, viewed_at: '2026-05-02T10:00:00.000Z', previous_viewed_at: '2026-04-20T10:00:00.000Z' },
    ];
    for (const view of legacy) await ctx.deps.store.set(COLLECTIONS.recentViews, `${moving.uid}_${view.supplement_id}`, { user_uid: moving.uid, ...view });
    // Read before any view: the earlier layout answers, nothing is written.
    expect((await recent(moving)).map((item) => [item.id, item.viewed_at])).toEqual([[b!.id, legacy[1]!.viewed_at], [a!.id, legacy[0]!.viewed_at]]);
    expect(await ctx.deps.store.get(COLLECTIONS.recentViewLists, moving.uid)).toBeNull();
    await view(moving, c!.id);
    expect((await recent(moving)).map((item) => item.id)).toEqual([c!.id, b!.id, a!.id]);
    const list = await ctx.deps.store.get<RecentViewListDoc>(COLLECTIONS.recentViewLists, moving.uid);
    expect(list?.views[1]).toEqual(legacy[1]);
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.recentViews, where: [{ field: 'user_uid', op: '==', value: moving.uid }] })).toBe(0);
  });
});
