import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type SupplementDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, uniqueName } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { seedTopics } from '../../test/large-catalogue.js';

let ctx: TestContext;
let admin: SignedInCaller;
let premium: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInCaller(ctx, 'admin');
  premium = await signedInCaller(ctx, 'premium');
});
afterAll(() => ctx.close());

describe('changing a supplement with many topics', () => {
  it('renames and locks a supplement with 450 topics: readers see it at once, the topics copies follow in the job', async () => {
    const category = await createCategory(ctx, admin);
    const created = await createSupplement(ctx, admin, category.id);
    const doc = (await ctx.deps.store.get<SupplementDoc>(COLLECTIONS.supplements, String(created.id)))!;
    const topics = await seedTopics(ctx.deps.store, doc, 450);
    const name = uniqueName('Renomeado');
    await admin.auth(ctx.api.post(`/api/v1/supplements/${created.id}`)).send({ name, order: '1', is_paid: '1', category_id: String(category.id), revision: doc.revision }).expect(200);

    // Paid at once: the topic is refused to a reader without premium, whatever its copy still says.
    await ctx.api.get(`/api/v1/supplement-topics/slug/${topics[449]!.slug}`).expect(403);
    const read = await premium.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${topics[449]!.slug}`)).expect(200);
    expect(read.body.item.supplement).toMatchObject({ name, is_paid: 1 });

    await ctx.jobs.idle();
    const stale = await ctx.deps.store.count({ collection: COLLECTIONS.topics, where: [{ field: 'supplement_id', op: '==', value: created.id }, { field: 'supplement.name', op: '==', value: created.name }] });
    expect(stale).toBe(0);
    const renamed = await ctx.deps.store.count({ collection: COLLECTIONS.topics, where: [{ field: 'supplement_id', op: '==', value: created.id }, { field: 'supplement.name', op: '==', value: name }] });
    expect(renamed).toBe(450);
  });
});
