import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic, revisionOf } from '../../test/catalogue.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { notifyFavouriteRevisionJob, REVISION_WINDOW_MS } from './revision-notice.js';

let ctx: TestContext;
let admin: SignedInCaller;
let clock = Date.parse('2026-06-01T12:00:00.000Z');
let supplement: { id: number; slug: string; name: string };
let topic: { id: number; name: string };

const inboxOf = async (caller: SignedInCaller) => (await caller.auth(ctx.api.get('/api/v1/inbox')).expect(200)).body.items.data as { title: string; body: string; link: string; deeplink: string }[];
const setPreference = (caller: SignedInCaller, body: Record<string, unknown>) => caller.auth(ctx.api.post('/api/v1/user-details/notifications')).send(body);
const favourite = (caller: SignedInCaller) => caller.auth(ctx.api.post('/api/v1/favorites')).send({ supplement_id: supplement.id }).expect(200);
let saves = 0;
/** The topic editor's save, based on the revision it loaded. */
const saveTopic = async () => {
  const revision = String(await revisionOf(ctx, COLLECTIONS.topics, topic.id));
  return admin
    .auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}`))
    .send({ name: topic.name, order: '1', is_paid: '0', tags: '', supplement_id: String(supplement.id), content: `<p>Redação ${(saves += 1)}</p>`, revision })
    .expect(200);
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date((clock += 1_000)) });
  admin = await signedInCaller(ctx, 'admin');
  const category = await createCategory(ctx, admin);
  supplement = await createSupplement(ctx, admin, category.id);
  topic = await createTopic(ctx, admin, supplement.id);
});
afterAll(() => ctx.close());

describe('the favourite revisions preference', () => {
  it('is off by default; either choice can be saved alone and the other stays; an empty choice is refused', async () => {
    const reader = await signedInCaller(ctx, 'user', { receive_notifications: '1' });
    expect((await reader.auth(ctx.api.get('/api/v1/user')).expect(200)).body.data.user.detail).toMatchObject({ receive_notifications: 1, favourite_revisions: 0 });
    expect((await setPreference(reader, { favourite_revisions: 1 }).expect(200)).body.item).toEqual({ receive_notifications: 1, favourite_revisions: 1 });
    expect((await setPreference(reader, { receive_notifications: '0' }).expect(200)).body.item).toEqual({ receive_notifications: 0, favourite_revisions: 1 });
    const refused = await setPreference(reader, {}).expect(422);
    expect(refused.body.message).toBe('Escolha uma opção de notificações');
    expect((await reader.auth(ctx.api.get('/api/v1/user')).expect(200)).body.data.user.detail).toMatchObject({ receive_notifications: 0, favourite_revisions: 1 });
  });
});

describe("a favourite monograph's revision", () => {
  it('reaches once those who favourited it and opted in, however many saves the window holds; nobody else', async () => {
    const optedIn = await signedInCaller(ctx, 'user');
    const optedOut = await signedInCaller(ctx, 'user');
    const notFavourite = await signedInCaller(ctx, 'user');
    const english = await signedInCaller(ctx, 'user');
    await Promise.all([favourite(optedIn), favourite(optedOut), favourite(english)]);
    await setPreference(optedIn, { favourite_revisions: 1 }).expect(200);
    await setPreference(notFavourite, { favourite_revisions: 1 }).expect(200);
    await setPreference(english, { favourite_revisions: 1 }).expect(200);
    await english.auth(ctx.api.post('/api/v1/locale/en')).expect(200);

    await saveTopic();
    await saveTopic();
    await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}/review`)).expect(200);
    await ctx.jobs.idle();
    // A retried task delivers nothing more.
    await notifyFavouriteRevisionJob.run(ctx.deps, { supplement_id: supplement.id });

    expect(await inboxOf(optedIn)).toEqual([
      expect.objectContaining({
        title: `Monografia atualizada: ${supplement.name}`,
        body: `A monografia de ${supplement.name}, um dos seus favoritos, foi revisada. Veja o que mudou.`,
        deeplink: `supplements/${supplement.id}`,
        link: `/app/suplementos/topicos/${supplement.slug}`,
      }),
    ]);
    expect(await inboxOf(english)).toEqual([expect.objectContaining({ title: `Monograph updated: ${supplement.name}` })]);
    expect(await inboxOf(optedOut)).toEqual([]);
    expect(await inboxOf(notFavourite)).toEqual([]);

    // After the window a new revision is news again; a reader who turned it off gets none.
    await setPreference(english, { favourite_revisions: 0 }).expect(200);
    clock += REVISION_WINDOW_MS + 60_000;
    await saveTopic();
    await ctx.jobs.idle();
    expect(await inboxOf(optedIn)).toHaveLength(2);
    expect(await inboxOf(english)).toHaveLength(1);
  });
});
