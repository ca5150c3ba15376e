/**
 * Crash anywhere, lose nothing: each test makes the work die at a named point (crash-points.ts), as a
 * killed instance would, then retries as the client, Stripe or Cloud Tasks would, and checks that
 * nothing is half-written, nothing happened twice, nothing is lost, and the work finishes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '../platform/config.js';
import { COLLECTIONS, type NotificationDoc } from '../domain/docs.js';
import { sendNotificationJob } from '../modules/notifications/job.js';
import { STRIPE_WEBHOOK_PATH } from '../modules/payments/webhook.js';
import { publishSearchIndex } from '../modules/search/index-build.js';
import { createSearchRepository } from '../modules/search/repository.js';
import { createHistoryServiceFor } from '../modules/history/routes.js';
import { signedInCaller, type SignedInCaller } from '../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../test/catalogue.js';
import { registration, writeReferenceData } from '../test/fixtures.js';
import { createPaymentsTestContext, type PaymentsTestContext } from '../test/payments.js';
import { armCrashPoint, disarmCrashPoints, isArmed } from './crash-points.js';

let ctx: PaymentsTestContext;
let admin: SignedInCaller;
let clockOffsetMs = 0;

beforeAll(async () => {
  ctx = await createPaymentsTestContext({ now: () => new Date(Date.now() + clockOffsetMs) });
  await writeReferenceData(ctx.deps.store);
  admin = await signedInCaller(ctx, 'admin');
});
afterEach(() => disarmCrashPoints());
afterAll(() => ctx.close());

const auditCount = async (action: string) => (await ctx.deps.store.query<{ action: string }>({ collection: COLLECTIONS.auditLog })).filter((entry) => entry.data.action === action).length;

describe('crash points', () => {
  it('registration: dies after the Auth account, before the profile; registering again later succeeds once', async () => {
    const form = registration();
    armCrashPoint('register:after-auth-account');
    await ctx.api.post('/api/v1/register').send(form).expect(500);
    // The account the dead registration left has no profile: the CPF and e-mail stay free.
    expect(await ctx.deps.store.get(COLLECTIONS.uniqueEmail, String(form.email).toLowerCase())).toBeNull();
    // Right away it could be a registration still under way; minutes later it is an orphan, removed.
    await ctx.api.post('/api/v1/register').send(form).expect(409);
    clockOffsetMs += 3 * 60 * 1000;
    const response = await ctx.api.post('/api/v1/register').send(form).expect(200);
    expect(response.body.token).toEqual(expect.any(String));
    const users = await ctx.deps.store.query({ collection: COLLECTIONS.users, where: [{ field: 'email', op: '==', value: String(form.email).toLowerCase() }] });
    expect(users).toHaveLength(1);
    await ctx.api.post('/api/v1/login').send({ document: form.document, password: form.password }).expect(200);
  });

  it('content save: dies after the commit, before its jobs; the save is there once and the search index catches up', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id);
    await ctx.jobs.idle();
    const versionsBefore = await ctx.deps.store.count({ collection: COLLECTIONS.contentVersions, where: [{ field: 'type', op: '==', value: 'topic' }, { field: 'item_id', op: '==', value: topic.id }] });

    armCrashPoint('content-save:after-commit');
    const form = { name: topic.name, order: '1', is_paid: '0', content: '<p>Texto salvo antes da queda</p>', tags: '', supplement_id: String(supplement.id), revision: '1' };
    await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}`)).send(form).expect(500);
    // The client retries the same save: the revision moved, so it is told, and nothing is written twice.
    expect((await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}`)).send(form)).status).toBe(409);
    const saved = await ctx.deps.store.get<{ content: string; revision: number }>(COLLECTIONS.topics, String(topic.id));
    expect(saved).toMatchObject({ content: '<p>Texto salvo antes da queda</p>', revision: 2 });
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.contentVersions, where: [{ field: 'type', op: '==', value: 'topic' }, { field: 'item_id', op: '==', value: topic.id }] })).toBe(versionsBefore + 1);

    // No build was asked for; the next search sees the index behind, asks for one, and it is published.
    const repository = createSearchRepository(ctx.deps.store, ctx.deps.blobs);
    const behind = await repository.readState();
    expect(behind.pointer?.version ?? 0).toBeLessThan(behind.version);
    await ctx.api.get('/api/v1/search').query({ search: 'magnesio' });
    await ctx.jobs.idle();
    const after = await repository.readState();
    expect(after.pointer?.version).toBe(after.version);
  });

  it('Stripe webhook: dies after applying the event, before answering; Stripe delivers it again and it applies once', async () => {
    const user = await signedInCaller(ctx, 'user');
    const subscribed = await user.auth(ctx.api.post('/api/v1/subscriptions')).send({ token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.annual }).expect(200);
    await ctx.stripe.flush();
    const id = subscribed.body.item.id as string;
    const subscription = await ctx.sdk.subscriptions.retrieve(id);
    const payload = JSON.stringify({ id: `evt_crash_${Date.now()}`, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000) + 60, type: 'customer.subscription.updated',
      livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: { ...subscription, status: 'past_due' } } });
    const deliver = () => ctx.api.post(STRIPE_WEBHOOK_PATH).set('Content-Type', 'application/json').set('Stripe-Signature', ctx.sdk.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret })).send(payload);
    const auditsBefore = await auditCount('subscription.update');

    armCrashPoint('stripe-webhook:after-commit');
    await deliver().expect(500);
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, subscription_status: 'past_due' });
    const again = await deliver().expect(200);
    expect(again.body.outcome).not.toBe('applied');
    expect(await auditCount('subscription.update')).toBe(auditsBefore + 1);
  });

  it('notification fan-out: dies after claiming a batch, before pushing; the retried task finishes and no one gets it twice', async () => {
    const reader = await signedInCaller(ctx, 'user', { receive_notifications: '1' });
    await reader.auth(ctx.api.post('/api/v1/device-tokens')).send({ token: `fcm-crash:APA91b${Date.now()}` }).expect(200);
    armCrashPoint('notification:after-claims');
    const sent = await admin.auth(ctx.api.post('/api/v1/notifications')).send({ title: 'Aviso da queda', body: 'Texto do aviso.', locale_id: 1, deep_1: 'home', deeplink: 'home' }).expect(200);
    const id = sent.body.item.id as number;
    await ctx.jobs.idle().catch(() => undefined);
    // Cloud Tasks runs the task again.
    await sendNotificationJob.run(ctx.deps, { notification_id: id });
    const notification = await ctx.deps.store.get<NotificationDoc>(COLLECTIONS.notifications, String(id));
    expect(notification?.status).toBe('done');
    const inbox = (await reader.auth(ctx.api.get('/api/v1/inbox')).expect(200)).body.items.data.filter((item: { id: number }) => item.id === id);
    expect(inbox).toHaveLength(1);
    // At most once: the claimed batch's push is not sent on the retry (it may have gone before the crash).
    const pushes = (await ctx.deps.store.query<{ data: Record<string, string> }>({ collection: COLLECTIONS.localPushOutbox })).filter((doc) => doc.data.data.notification_id === String(id));
    expect(pushes.length).toBeLessThanOrEqual(1);
  });

  it('search index: dies after uploading the index, before publishing it; the retried build publishes one current index', async () => {
    const repository = createSearchRepository(ctx.deps.store, ctx.deps.blobs);
    const category = await createCategory(ctx, admin);
    await ctx.jobs.idle();
    // The build the next catalogue write asks for dies between the upload and the pointer.
    armCrashPoint('search-index:after-upload');
    await createSupplement(ctx, admin, category.id, { name: 'Suplemento da queda do índice' });
    await ctx.jobs.idle().catch(() => undefined);
    // It died there, and the queue ran the task again: one current index, its file there.
    expect(isArmed('search-index:after-upload')).toBe(false);
    const state = await repository.readState();
    expect(state.pointer?.version).toBe(state.version);
    expect((await publishSearchIndex(repository)).published).toBe(false);
    expect(await repository.indexBlobExists(state.pointer!.blob)).toBe(true);
  });

  it('trash purge: dies after deleting an entry\'s items, before the entry; the next run finishes it, with one audit record', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    await createTopic(ctx, admin, supplement.id);
    await admin.auth(ctx.api.delete(`/api/v1/supplements/${supplement.id}`)).expect(200);
    await ctx.jobs.idle();
    const entries = await ctx.deps.store.query<{ item_id: number; type: string }>({ collection: COLLECTIONS.trash });
    const entry = entries.find((doc) => doc.data.type === 'supplement' && doc.data.item_id === supplement.id)!;
    const monthLater = createHistoryServiceFor({ ...ctx.deps, now: () => new Date(Date.now() + 31 * 24 * 60 * 60 * 1000) });

    armCrashPoint('trash-purge:after-items');
    await expect(monthLater.purgeExpired()).rejects.toThrow(/Simulated crash/);
    expect(await ctx.deps.store.get(COLLECTIONS.trash, entry.id)).not.toBeNull();

    await monthLater.purgeExpired();
    expect(await ctx.deps.store.get(COLLECTIONS.trash, entry.id)).toBeNull();
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.trashItems, where: [{ field: 'trash_id', op: '==', value: entry.id }] })).toBe(0);
    const purges = (await ctx.deps.store.query<{ action: string; target: { id: string } }>({ collection: COLLECTIONS.auditLog })).filter(
      (doc) => doc.data.action === 'trash.purge' && doc.data.target.id === String(supplement.id),
    );
    expect(purges).toHaveLength(1);
  });
});
