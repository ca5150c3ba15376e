import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** Issue 39: a monograph's review is an explicit act ('Marcar como revisado'), listed, sorted and filtered. */
let ctx: TestContext;
let admin: SignedInCaller;
let adminName = '';
let clock = Date.parse('2026-01-10T12:00:00.000Z');
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(clock) });
  admin = await signedInCaller(ctx, 'admin');
});
afterAll(() => ctx?.close());

interface Card {
  id: number;
  name: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
}

const review = (caller: SignedInCaller, id: number) => caller.auth(ctx.api.post(`/api/v1/supplements/${id}/review`));
const list = (slug: string, query: Record<string, string>) => ctx.api.get(`/api/v1/supplements/category/slug/${slug}`).query(query);
const namesOf = (body: { items: { data: Card[] } }) => body.items.data.map((card) => card.name);

describe("a monograph's review (POST supplements/{id}/review)", () => {
  it("is recorded only when an admin marks it, naming the admin; a save leaves it as it was", async () => {
    const category = await createCategory(ctx, admin);
    const created = await createSupplement(ctx, admin, category.id, { name: 'Revisável' });
    expect(created).toMatchObject({ reviewed_at: null, reviewed_by: null });

    clock += DAY;
    const reviewed = (await review(admin, created.id).expect(200)).body;
    expect(reviewed.message).toBe('Suplemento marcado como revisado');
    expect(reviewed.item).toMatchObject({ id: created.id, reviewed_at: new Date(clock).toISOString(), updated_at: created.updated_at });
    adminName = reviewed.item.reviewed_by;
    const me = (await admin.auth(ctx.api.get('/api/v1/user')).expect(200)).body;
    expect(adminName).toBeTruthy();
    expect(JSON.stringify(me)).toContain(`"${adminName}"`);

    clock += DAY;
    const saved = (await admin.auth(ctx.api.post(`/api/v1/supplements/${created.id}`)).send({ name: 'Revisável 2', order: '1', is_paid: '0', category_id: String(category.id), revision: String(reviewed.item.revision) }).expect(200)).body;
    expect(saved.item).toMatchObject({ reviewed_at: reviewed.item.reviewed_at, reviewed_by: adminName });
    expect(saved.item.updated_at).not.toBe(created.updated_at);
  });

  it('is for admins only, and a missing supplement is a 404', async () => {
    const category = await createCategory(ctx, admin);
    const created = await createSupplement(ctx, admin, category.id);
    await ctx.api.post(`/api/v1/supplements/${created.id}/review`).expect(401);
    await review(await signedInCaller(ctx, 'premium'), created.id).expect(403);
    expect((await review(admin, 987654).expect(404)).body.message).toBe('Suplemento não encontrado');
  });

  it("lists 'Revisado em' on the category's cards, sorts by it (never first, then the oldest) and filters what is due (never, or more than 12 months ago)", async () => {
    const category = await createCategory(ctx, admin);
    const old = await createSupplement(ctx, admin, category.id, { name: 'Antigo', order: '1' });
    const recent = await createSupplement(ctx, admin, category.id, { name: 'Recente', order: '2' });
    await createSupplement(ctx, admin, category.id, { name: 'Nunca', order: '3' });
    await review(admin, old.id).expect(200);
    clock += 300 * DAY;
    await review(admin, recent.id).expect(200);
    clock += 100 * DAY; // 'Antigo' reviewed 400 days ago, 'Recente' 100 days ago.

    const byOrder = (await list(category.slug, {}).expect(200)).body;
    expect(byOrder.items.data.map((card: Card) => [card.name, card.reviewed_by])).toEqual([['Antigo', adminName], ['Recente', adminName], ['Nunca', null]]);
    expect(namesOf((await list(category.slug, { sort: 'reviewed' }).expect(200)).body)).toEqual(['Nunca', 'Antigo', 'Recente']);
    expect(namesOf((await list(category.slug, { review: 'due' }).expect(200)).body)).toEqual(['Antigo', 'Nunca']);
    const due = (await list(category.slug, { review: 'due', sort: 'reviewed' }).expect(200)).body;
    expect(namesOf(due)).toEqual(['Nunca', 'Antigo']);
    expect(due.items.total).toBe(2);
    await list(category.slug, { review: 'sim' }).expect(422);
  });

  it("feeds the quality report's reviews due: a monograph marked reviewed leaves it", async () => {
    const category = await createCategory(ctx, admin);
    const created = await createSupplement(ctx, admin, category.id);
    const dueIds = async () => {
      await ctx.jobs.idle();
      const report = (await admin.auth(ctx.api.get('/api/v1/quality')).expect(200)).body.report as { items: { kind: string; supplement: { id: number } | null }[] };
      return report.items.filter((item) => item.kind === 'review_due').map((item) => item.supplement?.id);
    };
    expect(await dueIds()).toContain(created.id);
    await review(admin, created.id).expect(200);
    expect(await dueIds()).not.toContain(created.id);
  });
});
