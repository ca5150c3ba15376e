import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CategoryDoc, type SupplementDoc } from '../../domain/docs.js';
import type { JobQueue } from '../../jobs/port.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { seedFavourites, seedTopics, storeFailingAfter } from '../../test/large-catalogue.js';
import { createCategoriesRepository } from '../categories/repository.js';
import { createSupplementsRepository } from '../supplements/repository.js';
import { createSupplementsService } from '../supplements/service.js';
import { createHistoryServiceFor } from './routes.js';
import { moveTrashJob } from './trash-move.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
let category: { id: number; slug: string };

/** A queue that keeps what was enqueued: the test runs the job itself, crashing it on purpose. */
function heldJobs(): JobQueue & { trashIds: string[] } {
  const trashIds: string[] = [];
  return {
    trashIds,
    async enqueue(job, payload) {
      if (job.name === moveTrashJob.name) trashIds.push((payload as { trash_id: string }).trash_id);
    },
  };
}

const count = (collection: string, field: string, value: unknown) => ctx.deps.store.count({ collection, where: [{ field, op: '==', value }] });
const supplementsCount = async () => (await ctx.deps.store.get<CategoryDoc>(COLLECTIONS.categories, String(category.id)))!.supplements_count;

/** A supplement made through the API, with topics and favourites written straight to the store. */
async function bigSupplement(topics: number, favourites: number) {
  const created = await createSupplement(ctx, admin, category.id);
  const doc = (await ctx.deps.store.get<SupplementDoc>(COLLECTIONS.supplements, String(created.id)))!;
  const seededTopics = await seedTopics(ctx.deps.store, doc, topics);
  await seedFavourites(ctx.deps.store, created.id, favourites);
  return { ...created, topics: seededTopics };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInCaller(ctx, 'admin', { name: 'Ana Editora' });
  user = await signedInCaller(ctx, 'user');
  category = await createCategory(ctx, admin);
});
afterAll(() => ctx.close());

describe('deleting and restoring a large supplement', () => {
  it('deletes a supplement with 30 topics and 1,200 favourites: it and its topics vanish at once, the favourites after the job; restore brings all back', async () => {
    const supplement = await bigSupplement(30, 1_200);
    await user.auth(ctx.api.post('/api/v1/favorites')).send({ supplement_id: supplement.id }).expect(200);
    const before = await supplementsCount();

    await admin.auth(ctx.api.delete(`/api/v1/supplements/${supplement.id}`)).expect(200);
    await ctx.api.get(`/api/v1/supplements/slug/${supplement.slug}`).expect(404);
    await ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${supplement.slug}`).expect(404);
    await ctx.api.get(`/api/v1/supplement-topics/slug/${supplement.topics[0]!.slug}`).expect(404);
    expect(await supplementsCount()).toBe(before - 1);

    await ctx.jobs.idle();
    expect(await count(COLLECTIONS.favorites, 'supplement_id', supplement.id)).toBe(0);
    expect(await count(COLLECTIONS.topics, 'supplement_id', supplement.id)).toBe(0);
    const entry = (await admin.auth(ctx.api.get('/api/v1/trash')).expect(200)).body.items.data[0];
    expect(entry).toMatchObject({ type: 'supplement', item_id: supplement.id, documents: 1 + 30 + 1_201 });

    const restored = await admin.auth(ctx.api.post(`/api/v1/trash/${entry.id}/restore`)).expect(200);
    expect(restored.body).toEqual({ message: 'Suplemento restaurado', item: { type: 'supplement', id: supplement.id } });
    await ctx.jobs.idle();
    const topics = (await ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${supplement.slug}`).expect(200)).body.items;
    expect(topics).toHaveLength(30);
    expect(await count(COLLECTIONS.favorites, 'supplement_id', supplement.id)).toBe(1_201);
    expect((await user.auth(ctx.api.get(`/api/v1/favorites/supplement/${supplement.id}`)).expect(200)).body.favorited).toBe(true);
    expect(await supplementsCount()).toBe(before);
    expect(await count(COLLECTIONS.trashItems, 'trash_id', entry.id)).toBe(0);
    await admin.auth(ctx.api.post(`/api/v1/trash/${entry.id}/restore`)).expect(404);
  });

  it('a move that dies midway, run again, finishes without duplicates, both ways', async () => {
    const supplement = await bigSupplement(10, 1_000);
    const jobs = heldJobs();
    const deps = { ...ctx.deps, jobs, now: () => new Date() };
    const service = createSupplementsService({ ...deps, supplements: createSupplementsRepository(ctx.deps.store), categories: createCategoriesRepository(ctx.deps.store) });
    await service.remove(supplement.id, { uid: admin.uid, name: 'Ana Editora' });
    const [trashId] = jobs.trashIds;

    // Dies after three transactions: the topics and one step of favourites have moved, the rest is in place.
    await expect(moveTrashJob.run({ ...deps, store: storeFailingAfter(ctx.deps.store, 3) }, { trash_id: trashId! })).rejects.toThrow('simulated crash');
    const left = await count(COLLECTIONS.favorites, 'supplement_id', supplement.id);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(1_000);
    expect(await count(COLLECTIONS.trashItems, 'trash_id', trashId)).toBe(1 + 10 + 1_000 - left);
    await moveTrashJob.run(deps, { trash_id: trashId! });
    expect(await count(COLLECTIONS.trashItems, 'trash_id', trashId)).toBe(1 + 10 + 1_000);
    expect(await count(COLLECTIONS.favorites, 'supplement_id', supplement.id)).toBe(0);
    const topicDeletions = await ctx.deps.store.count({ collection: COLLECTIONS.contentVersions, where: [{ field: 'batch', op: '==', value: trashId }, { field: 'type', op: '==', value: 'topic' }] });
    expect(topicDeletions).toBe(10);

    const history = createHistoryServiceFor(deps);
    await history.restoreFromTrash(trashId!, { uid: admin.uid, name: 'Ana Editora' });
    await expect(moveTrashJob.run({ ...deps, store: storeFailingAfter(ctx.deps.store, 2) }, { trash_id: trashId! })).rejects.toThrow('simulated crash');
    // Mid-restore the supplement is still absent, so its topics are not served.
    await ctx.api.get(`/api/v1/supplement-topics/slug/${supplement.topics[0]!.slug}`).expect(404);
    await moveTrashJob.run(deps, { trash_id: trashId! });
    expect(await count(COLLECTIONS.favorites, 'supplement_id', supplement.id)).toBe(1_000);
    expect(await count(COLLECTIONS.topics, 'supplement_id', supplement.id)).toBe(10);
    expect(await count(COLLECTIONS.trashItems, 'trash_id', trashId)).toBe(0);
    expect(await ctx.deps.store.get(COLLECTIONS.trash, trashId!)).toBeNull();
    await ctx.api.get(`/api/v1/supplements/slug/${supplement.slug}`).expect(200);
  });

  it('a delete whose move cannot be queued still answers 200 and is finished by the nightly purge run', async () => {
    const big = await bigSupplement(3, 5);
    const enqueue = ctx.deps.jobs.enqueue.bind(ctx.deps.jobs);
    ctx.deps.jobs.enqueue = async (job, payload, options) => {
      if (job.name === moveTrashJob.name) throw new Error('Cloud Tasks unavailable');
      return enqueue(job, payload, options);
    };
    try {
      await admin.auth(ctx.api.delete(`/api/v1/supplements/${big.id}`)).expect(200);
    } finally {
      ctx.deps.jobs.enqueue = enqueue;
    }
    await ctx.jobs.idle();
    expect(await count(COLLECTIONS.favorites, 'supplement_id', big.id)).toBe(5);
    await createHistoryServiceFor({ ...ctx.deps, now: () => new Date() }).purgeExpired();
    await ctx.jobs.idle();
    expect(await count(COLLECTIONS.favorites, 'supplement_id', big.id)).toBe(0);
    expect(await count(COLLECTIONS.topics, 'supplement_id', big.id)).toBe(0);
  });

  it('a restore refused by the time the job reaches the supplement puts its topics back in the trash', async () => {
    const supplement = await bigSupplement(5, 10);
    await admin.auth(ctx.api.delete(`/api/v1/supplements/${supplement.id}`)).expect(200);
    await ctx.jobs.idle();
    const entry = (await admin.auth(ctx.api.get('/api/v1/trash')).expect(200)).body.items.data[0];
    const jobs = heldJobs();
    const deps = { ...ctx.deps, jobs, now: () => new Date() };
    await createHistoryServiceFor(deps).restoreFromTrash(entry.id, { uid: admin.uid, name: 'Ana Editora' });
    // Meanwhile another supplement takes its address.
    await createSupplement(ctx, admin, category.id, { name: supplement.name });
    await moveTrashJob.run(deps, { trash_id: entry.id });
    expect(await count(COLLECTIONS.topics, 'supplement_id', supplement.id)).toBe(0);
    expect(await count(COLLECTIONS.trashItems, 'trash_id', entry.id)).toBe(1 + 5 + 10);
    const again = (await admin.auth(ctx.api.get('/api/v1/trash')).expect(200)).body.items.data.find((row: { id: string }) => row.id === entry.id);
    expect(again).toMatchObject({ documents: 16 });
  });
});
