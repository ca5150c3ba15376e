import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS, type DeviceTokenDoc, type NotificationDoc } from '../../domain/docs.js';
import type { PushSender } from '../../push/port.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { sendNotificationJob } from './job.js';
import { deviceTokenId } from './repository.js';
import { RESUBMISSION_WINDOW_MS } from './service.js';

let ctx: TestContext;
let admin: SignedInCaller;
let ptReader: SignedInCaller;
let ptReaderWithoutDevice: SignedInCaller;
let enReader: SignedInCaller;
let ptReaderOptedOut: SignedInCaller;
let supplement: { id: number; slug: string };
let topic: { id: number };
let clock = Date.parse('2026-05-01T12:00:00.000Z');

const fcmToken = () => `fcm-${randomBytes(8).toString('hex')}:APA91b${randomBytes(16).toString('hex')}`;
const readerToken = fcmToken();

async function reader(locale: 'pt' | 'en', receive: '0' | '1') {
  const caller = await signedInCaller(ctx, 'user', { receive_notifications: receive });
  if (locale === 'en') await caller.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
  return caller;
}

const send = (body: Record<string, unknown>) => admin.auth(ctx.api.post('/api/v1/notifications')).send(body);
const valid = { title: 'Novidade no catálogo', body: 'Veja o novo tópico sobre magnésio.', locale_id: 1, deep_1: 'home', deeplink: 'home' };
const inboxOf = async (caller: SignedInCaller) => (await caller.auth(ctx.api.get('/api/v1/inbox')).expect(200)).body;
const outbox = async (notificationId: number) =>
  (await ctx.deps.store.query<{ tokens: string[]; data: Record<string, string> }>({ collection: COLLECTIONS.localPushOutbox }))
    .map((doc) => doc.data)
    .filter((message) => message.data.notification_id === String(notificationId));

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date((clock += 1000)) });
  admin = await signedInCaller(ctx, 'admin');
  [ptReader, ptReaderWithoutDevice, enReader, ptReaderOptedOut] = [await reader('pt', '1'), await reader('pt', '1'), await reader('en', '1'), await reader('pt', '1')];
  await ptReader.auth(ctx.api.post('/api/v1/device-tokens')).send({ token: readerToken }).expect(200);
  await enReader.auth(ctx.api.post('/api/v1/device-tokens')).send({ token: fcmToken() }).expect(200);
  await ptReaderOptedOut.auth(ctx.api.post('/api/v1/device-tokens')).send({ token: fcmToken() }).expect(200);
  await ptReaderOptedOut.auth(ctx.api.post('/api/v1/user-details/notifications')).send({ receive_notifications: 0 }).expect(200);
  const category = await createCategory(ctx, admin);
  supplement = await createSupplement(ctx, admin, category.id);
  topic = await createTopic(ctx, admin, supplement.id);
});
afterAll(() => ctx.close());

describe('POST notifications: validation (spec §5)', () => {
  it.each([
    [{}, { title: ['Título não foi preenchido'], body: ['Mensagem não foi preenchida'] }],
    [{ title: '  ', body: '' }, { title: ['Título não foi preenchido'], body: ['Mensagem não foi preenchida'] }],
    [{ title: 'A', body: 'B' }, { title: ['Título muito curto'], body: ['Mensagem muito curta'] }],
    [{ title: 'T'.repeat(101), body: 'M'.repeat(401) }, { title: ['Título muito longo'], body: ['Mensagem muito longa'] }],
    [{ locale_id: 3 }, { locale_id: ['Idioma inválido'] }],
    [{ locale_id: true }, { locale_id: ['Idioma inválido'] }],
    [{ title: '\u200B\u200B\u200B', body: '\u3164 \u2800' }, { title: ['Título não foi preenchido'], body: ['Mensagem não foi preenchida'] }],
    [{ deep_1: 'banners' }, { deep_1: ['Destino inválido'] }],
    [{ deep_1: 'supplements', deeplink: 'home' }, { deeplink: ['Selecione o suplemento'] }],
    [{ deep_1: 'topics', deeplink: 'supplements/1' }, { deeplink: ['Selecione o tópico'] }],
    [{ deep_1: 'home', deeplink: 'https://example.com' }, { deeplink: ['Destino inválido'] }],
    [{ extra: 'x' }, { _: ['Campo não permitido: extra'] }],
  ])('refuses %j with its messages and stores nothing', async (change, errors) => {
    const before = (await admin.auth(ctx.api.get('/api/v1/notifications')).expect(200)).body.items.total;
    const body = Object.fromEntries(Object.entries({ ...valid, ...change }));
    if (!('title' in change) && Object.keys(change).length === 0) Object.assign(body, { title: undefined, body: undefined });
    const response = await send(body).expect(422);
    expect(response.body.errors).toMatchObject(errors);
    expect((await admin.auth(ctx.api.get('/api/v1/notifications')).expect(200)).body.items.total).toBe(before);
  });

  it('refuses a deep link to a supplement or topic that does not exist (422), storing nothing', async () => {
    const missingSupplement = await send({ ...valid, deep_1: 'supplements', deeplink: 'supplements/987654' }).expect(422);
    expect(missingSupplement.body).toMatchObject({ message: 'Selecione o suplemento', errors: { deeplink: ['Selecione o suplemento'] } });
    const missingTopic = await send({ ...valid, deep_1: 'topics', deeplink: 'topics/987654' }).expect(422);
    expect(missingTopic.body.message).toBe('Selecione o tópico');
    await ctx.jobs.idle();
    expect((await admin.auth(ctx.api.get('/api/v1/notifications')).expect(200)).body.items.total).toBe(0);
  });

  it('is for admins only', async () => {
    await ptReader.auth(ctx.api.post('/api/v1/notifications')).send(valid).expect(403);
    await ptReader.auth(ctx.api.get('/api/v1/notifications')).expect(403);
    await ctx.api.post('/api/v1/notifications').send(valid).expect(401);
  });
});

describe('delivery', () => {
  let notificationId: number;

  it('answers at once with the §8 text, then reaches the pt users who receive notifications, and logs each stage', async () => {
    const response = await send({ ...valid, deep_1: 'topics', deeplink: `topics/${topic.id}` }).expect(200);
    expect(response.body.message).toBe('Acompanhe status de envio pelos detalhes da notificação');
    notificationId = response.body.item.id;
    expect(response.body.item).toMatchObject({ status: 'queued', received_logs_count: 0, logs: [], locale_id: 1, deep_1: 'topics' });
    await ctx.jobs.idle();

    const list = (await admin.auth(ctx.api.get('/api/v1/notifications')).expect(200)).body.items;
    const sent = list.data.find((row: { id: number }) => row.id === notificationId);
    // ptReader and ptReaderWithoutDevice: the admin (notifications off), the en reader and the opted-out reader are not reached.
    expect(sent).toMatchObject({ status: 'done', received_logs_count: 2, title: valid.title, body: valid.body, deeplink: `topics/${topic.id}` });
    expect(sent.logs.map((entry: { description: string }) => entry.description)).toEqual(['Envio iniciado', 'Enviado a 1 dispositivo', 'Concluído']);
    expect(sent.logs.every((entry: { created_at: string }) => !Number.isNaN(Date.parse(entry.created_at)))).toBe(true);

    const messages = await outbox(notificationId);
    expect(messages.flatMap((message) => message.tokens)).toEqual([readerToken]);
    expect(messages[0]!.data).toEqual({
      notification_id: String(notificationId),
      deeplink: `topics/${topic.id}`,
      link: `/app/suplementos/topicos/${supplement.slug}?topico=${topic.id}`,
    });
  });

  it('puts it in the inbox of each reached user, unread until opened; others see nothing', async () => {
    const inbox = await inboxOf(ptReader);
    expect(inbox.unread).toBe(1);
    expect(inbox.items.data).toEqual([
      {
        id: notificationId,
        title: valid.title,
        body: valid.body,
        deeplink: `topics/${topic.id}`,
        link: `/app/suplementos/topicos/${supplement.slug}?topico=${topic.id}`,
        created_at: expect.any(String),
        read: false,
      },
    ]);
    expect((await inboxOf(ptReaderWithoutDevice)).items.total).toBe(1);
    expect((await inboxOf(enReader)).items.total).toBe(0);
    expect((await inboxOf(ptReaderOptedOut)).items.total).toBe(0);

    await enReader.auth(ctx.api.post(`/api/v1/inbox/${notificationId}/read`)).expect(404);
    await ptReader.auth(ctx.api.post(`/api/v1/inbox/${notificationId}/read`)).expect(200);
    const after = await inboxOf(ptReader);
    expect(after.unread).toBe(0);
    expect(after.items.data[0].read).toBe(true);
  });

  it('a duplicated or retried task never delivers twice to a user or a token', async () => {
    const response = await send({ ...valid, title: 'Entrega repetida' }).expect(200);
    const id = response.body.item.id as number;
    // The queue's own run plus two duplicates of the same task, at the same time, then one more afterwards.
    await Promise.all([sendNotificationJob.run(ctx.deps, { notification_id: id }), sendNotificationJob.run(ctx.deps, { notification_id: id })]);
    await ctx.jobs.idle();
    await sendNotificationJob.run(ctx.deps, { notification_id: id });

    expect((await outbox(id)).flatMap((message) => message.tokens)).toEqual([readerToken]);
    expect((await inboxOf(ptReaderWithoutDevice)).items.data.filter((item: { id: number }) => item.id === id)).toHaveLength(1);
    const stored = await ctx.deps.store.get<NotificationDoc>(COLLECTIONS.notifications, String(id));
    expect(stored).toMatchObject({ status: 'done', received_logs_count: 2 });
    expect(stored!.logs.map((entry) => entry.stage)).toEqual(['started', 'sent', 'done']);
  });

  it('a double submission sends once: identical POSTs at once answer the same notification, and each reader gets one inbox item', async () => {
    const twice = { ...valid, title: 'Enviada duas vezes' };
    const [first, second] = await Promise.all([send(twice).expect(200), send(twice).expect(200)]);
    expect(second.body.item.id).toBe(first.body.item.id);
    await ctx.jobs.idle();
    const listed = (await admin.auth(ctx.api.get('/api/v1/notifications?search=duas vezes')).expect(200)).body.items;
    expect(listed.total).toBe(1);
    const received = (await inboxOf(ptReader)).items.data.filter((item: { title: string }) => item.title === twice.title);
    expect(received).toHaveLength(1);
    expect((await outbox(first.body.item.id)).flatMap((message) => message.tokens)).toEqual([readerToken]);

    // Past the resubmission window, the same text is a new notification the admin meant to send again.
    clock += RESUBMISSION_WINDOW_MS;
    const later = await send(twice).expect(200);
    expect(later.body.item.id).not.toBe(first.body.item.id);
    await ctx.jobs.idle();
  });

  it('a user who turns notifications off is left out of the next one at once', async () => {
    await ptReaderWithoutDevice.auth(ctx.api.post('/api/v1/user-details/notifications')).send({ receive_notifications: '0' }).expect(200);
    const user = (await ptReaderWithoutDevice.auth(ctx.api.get('/api/v1/user')).expect(200)).body.data.user;
    expect(user.detail.receive_notifications).toBe(0);
    const id = (await send({ ...valid, title: 'Depois de desligar' }).expect(200)).body.item.id;
    await ctx.jobs.idle();
    expect((await inboxOf(ptReaderWithoutDevice)).items.data.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await inboxOf(ptReader)).items.data.map((item: { id: number }) => item.id)).toContain(id);
    await ptReaderWithoutDevice.auth(ctx.api.post('/api/v1/user-details/notifications')).send({ receive_notifications: 'talvez' }).expect(422);
  });

  it('an English notification reaches the English reader, and an English admin reads the log in English', async () => {
    const id = (await send({ ...valid, locale_id: 2, deep_1: 'supplements', deeplink: `supplements/${supplement.id}` }).expect(200)).body.item.id;
    await ctx.jobs.idle();
    const inbox = await inboxOf(enReader);
    expect(inbox.items.data[0]).toMatchObject({ id, link: `/app/suplementos/topicos/${supplement.slug}` });
    expect((await inboxOf(ptReader)).items.data.map((item: { id: number }) => item.id)).not.toContain(id);

    const englishAdmin = await signedInCaller(ctx, 'admin');
    await englishAdmin.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
    const row = (await englishAdmin.auth(ctx.api.get('/api/v1/notifications')).expect(200)).body.items.data.find((item: { id: number }) => item.id === id);
    expect(row.logs.map((entry: { description: string }) => entry.description)).toEqual(['Sending started', 'Sent to 1 device', 'Completed']);
  });

  it('lists newest first and searches title and message', async () => {
    const word = `palavra${randomBytes(3).toString('hex')}`;
    await send({ ...valid, title: `Primeira ${word}` }).expect(200);
    await send({ ...valid, body: `Segunda mensagem com ${word}` }).expect(200);
    await ctx.jobs.idle();
    const found = (await admin.auth(ctx.api.get('/api/v1/notifications').query({ search: word })).expect(200)).body.items;
    expect(found).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    expect(found.data.map((row: { title: string }) => row.title)).toEqual([valid.title, `Primeira ${word}`]);
  });
});

describe('device tokens', () => {
  it('registers, forgets its own and refuses malformed or unknown tokens', async () => {
    const token = fcmToken();
    const caller = await reader('pt', '1');
    await caller.auth(ctx.api.post('/api/v1/device-tokens')).send({ token }).expect(200);
    expect(await ctx.deps.store.get<DeviceTokenDoc>(COLLECTIONS.deviceTokens, deviceTokenId(token))).toMatchObject({ user_uid: caller.uid, token });
    await ptReader.auth(ctx.api.delete(`/api/v1/device-tokens/${encodeURIComponent(token)}`)).expect(404);
    await caller.auth(ctx.api.delete(`/api/v1/device-tokens/${encodeURIComponent(token)}`)).expect(200);
    await caller.auth(ctx.api.delete(`/api/v1/device-tokens/${encodeURIComponent(token)}`)).expect(404);
    const bad = await caller.auth(ctx.api.post('/api/v1/device-tokens')).send({ token: 'não é <token>' }).expect(422);
    expect(bad.body.message).toBe('Token do dispositivo inválido');
    expect((await caller.auth(ctx.api.post('/api/v1/device-tokens')).send({}).expect(422)).body.message).toBe('Token do dispositivo não enviado');
  });

  it('moves a token another account registered to the account now signed in on the device, and says so in the log', async () => {
    const token = fcmToken();
    const [first, second] = [await reader('pt', '1'), await reader('pt', '1')];
    await first.auth(ctx.api.post('/api/v1/device-tokens')).send({ token }).expect(200);
    const lines: string[] = [];
    const silent = process.env.LOG_SILENT;
    process.env.LOG_SILENT = '0';
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      await second.auth(ctx.api.post('/api/v1/device-tokens')).send({ token }).expect(200);
    } finally {
      spy.mockRestore();
      process.env.LOG_SILENT = silent;
    }
    expect(await ctx.deps.store.get<DeviceTokenDoc>(COLLECTIONS.deviceTokens, deviceTokenId(token))).toMatchObject({ user_uid: second.uid });
    const moved = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === 'device_token_moved');
    expect(moved).toMatchObject({ from: first.uid, to: second.uid });
    expect(JSON.stringify(moved)).not.toContain(token);
    await first.auth(ctx.api.delete(`/api/v1/device-tokens/${encodeURIComponent(token)}`)).expect(404);
  });

  it('deletes the tokens the messaging service reports as unregistered', async () => {
    const dead = fcmToken();
    const alive = fcmToken();
    const reportsDead: PushSender = {
      send: async (_message, tokens) => ({ delivered: tokens.length - 1, failed: 1, invalidTokens: tokens.filter((token) => token === dead) }),
    };
    const other = await createTestContext({ push: reportsDead });
    try {
      const otherAdmin = await signedInCaller(other, 'admin');
      const first = await signedInCaller(other, 'user', { receive_notifications: '1' });
      const second = await signedInCaller(other, 'user', { receive_notifications: '1' });
      await first.auth(other.api.post('/api/v1/device-tokens')).send({ token: dead }).expect(200);
      await second.auth(other.api.post('/api/v1/device-tokens')).send({ token: alive }).expect(200);
      const id = (await otherAdmin.auth(other.api.post('/api/v1/notifications')).send(valid).expect(200)).body.item.id;
      await other.jobs.idle();
      expect(await other.deps.store.get(COLLECTIONS.deviceTokens, deviceTokenId(dead))).toBeNull();
      expect(await other.deps.store.get(COLLECTIONS.deviceTokens, deviceTokenId(alive))).not.toBeNull();
      const row = (await otherAdmin.auth(other.api.get('/api/v1/notifications')).expect(200)).body.items.data.find((item: { id: number }) => item.id === id);
      expect(row.logs.map((entry: { description: string }) => entry.description)).toEqual(['Envio iniciado', 'Enviado a 1 dispositivo', '1 falha', 'Concluído']);
      expect(row.received_logs_count).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('text no person types', () => {
  it('stores and sends title and message without control, lone-surrogate or bidirectional characters', async () => {
    const response = await send({ ...valid, title: 'Aviso\u0000 \u202Eimportante\uD800', body: 'Leia\u2066 o tópico novo.' }).expect(200);
    expect(response.body.item).toMatchObject({ title: 'Aviso importante', body: 'Leia o tópico novo.' });
    const stored = await ctx.deps.store.get<NotificationDoc>(COLLECTIONS.notifications, String(response.body.item.id));
    expect(stored).toMatchObject({ title: 'Aviso importante', body: 'Leia o tópico novo.' });
    await ctx.jobs.idle();
  });
});
