import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CategoryDoc, type SupplementDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, revisionOf, uniqueName } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { seedSupplements, seedTopics, storeFailingAfter } from '../../test/large-catalogue.js';
import { syncCategoryCopiesJob } from './copies-job.js';

let ctx: TestContext;
let admin: SignedInCaller;

/** The dashboard's rename, based on the revision it loaded. */
const rename = (category: { id: number }, name: string, revision: number) =>
  admin.auth(ctx.api.post(`/api/v1/categories/${category.id}`)).field('name', name).field('has_subcategory', '0').field('order', '1').field('revision', String(revision));

/** Copies of the category still holding `name`, on supplements and on topics. */
async function copiesNamed(categoryId: number, name: string): Promise<number> {
  const [supplements, topics] = await Promise.all([
    ctx.deps.store.count({ collection: COLLECTIONS.supplements, where: [{ field: 'category_id', op: '==', value: categoryId }, { field: 'category.name', op: '==', value: name }] }),
    ctx.deps.store.count({ collection: COLLECTIONS.topics, where: [{ field: 'supplement.category.id', op: '==', value: categoryId }, { field: 'supplement.category.name', op: '==', value: name }] }),
  ]);
  return supplements + topics;
}

/** A category with 600 supplements (and 40 topics on the first) written straight to the store. */
async function largeCategory() {
  const created = await createCategory(ctx, admin);
  const category = (await ctx.deps.store.get<CategoryDoc>(COLLECTIONS.categories, String(created.id)))!;
  const supplements = await seedSupplements(ctx.deps.store, category, 600);
  const topics = await seedTopics(ctx.deps.store, supplements[0]!, 40);
  return { category, supplements, topics };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInCaller(ctx, 'admin');
});
afterAll(() => ctx.close());

describe('renaming a large category', () => {
  it('renames a category with 600 supplements: every reader sees the new name at once, and the copies follow', async () => {
    const { category, supplements, topics } = await largeCategory();
    const name = uniqueName('Renomeada');
    await rename(category, name, await revisionOf(ctx, COLLECTIONS.categories, category.id)).expect(200);

    const list = (await ctx.api.get(`/api/v1/supplements/category/slug/${category.slug}`).expect(200)).body;
    expect(list.category.name).toBe(name);
    expect(list.items.data.every((item: { category: { name: string } }) => item.category.name === name)).toBe(true);
    const last = supplements[599]!;
    expect((await ctx.api.get(`/api/v1/supplements/slug/${last.slug}`).expect(200)).body.item.category.name).toBe(name);
    expect((await admin.auth(ctx.api.get(`/api/v1/supplements/${last.id}`)).expect(200)).body.item.category.name).toBe(name);
    expect((await ctx.api.get(`/api/v1/supplement-topics/slug/${topics[0]!.slug}`).expect(200)).body.item.supplement.category.name).toBe(name);

    await ctx.jobs.idle();
    expect(await copiesNamed(category.id, category.name)).toBe(0);
    expect(await copiesNamed(category.id, name)).toBe(640);
    expect((await ctx.deps.store.get<CategoryDoc>(COLLECTIONS.categories, String(category.id)))!.supplements_count).toBe(600);
  });

  it('a copy job that dies midway, run again, finishes; a later rename is never undone by an earlier job', async () => {
    const { category, supplements } = await largeCategory();
    const first = uniqueName('Primeiro');
    await ctx.deps.store.update(COLLECTIONS.categories, String(category.id), { name: first });
    const job = { category_id: category.id, previous: { name: category.name, image: category.image } };
    await expect(syncCategoryCopiesJob.run({ ...ctx.deps, store: storeFailingAfter(ctx.deps.store, 1) }, job)).rejects.toThrow('simulated crash');
    expect(await copiesNamed(category.id, category.name)).toBe(640 - 400);
    await syncCategoryCopiesJob.run(ctx.deps, job);
    expect(await copiesNamed(category.id, first)).toBe(640);

    // The category is renamed again: the first job, delivered late, leaves the newer copies alone.
    const second = uniqueName('Segundo');
    await rename(category, second, await revisionOf(ctx, COLLECTIONS.categories, category.id)).expect(200);
    await ctx.jobs.idle();
    await syncCategoryCopiesJob.run(ctx.deps, job);
    expect(await copiesNamed(category.id, second)).toBe(640);
    const stored = await ctx.deps.store.get<SupplementDoc>(COLLECTIONS.supplements, String(supplements[0]!.id));
    expect(stored?.category.name).toBe(second);
  });
});
