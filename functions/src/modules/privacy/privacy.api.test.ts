import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '../../platform/config.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { categoryImage, createCategory, createSupplement } from '../../test/catalogue.js';
import { registration } from '../../test/fixtures.js';
import { createPaymentsTestContext, type PaymentsTestContext } from '../../test/payments.js';
import { PAYMENT_COLLECTIONS } from '../payments/port.js';

let ctx: PaymentsTestContext;
let admin: SignedInCaller;
let supplement: { id: number; name: string };
/** A chemical form of the test's supplement, for a saved formula. */
const FORM_ID = 9001;
const PASSWORD = registration().password as string;

/** A user with something in every collection the export covers. */
async function userWithHistory() {
  const user = await signedInCaller(ctx, 'user', { receive_notifications: '1', name: 'Lúcia Titular Dados' });
  await user.auth(ctx.api.post('/api/v1/favorites')).send({ supplement_id: supplement.id }).expect(200);
  await user.auth(ctx.api.post('/api/v1/recently-viewed')).send({ supplement_id: supplement.id }).expect(200);
  await user.auth(ctx.api.post('/api/v1/suggestions')).send({ content: 'Incluir a berberina, por favor.' }).expect(200);
  await user.auth(ctx.api.post('/api/v1/device-tokens')).send({ token: `token-${user.uid}` }).expect(200);
  await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRN', number: '12345', region: 3 }).expect(200);
  // Formulas are saved by premium accounts; the account goes back to free after (its subscription is the tests' own business).
  await ctx.deps.store.update(COLLECTIONS.users, user.uid, { premium: 1 });
  await user
    .auth(ctx.api.post('/api/v1/formulas'))
    .send({ name: 'Fórmula da Lúcia', patient_name: 'Paciente Dados', population: 'adultos-19a', components: [{ form_id: FORM_ID, amount: 200, unit: 'mg' }], pharmaceutical_form: 'capsula', units_per_dose: 1, doses_per_day: 1, duration_days: 30 })
    .expect(200);
  await ctx.deps.store.update(COLLECTIONS.users, user.uid, { premium: 0 });
  await admin.auth(ctx.api.post('/api/v1/notifications')).send({ title: 'Aviso geral', body: 'Catálogo atualizado.', locale_id: 1, deep_1: 'home', deeplink: 'home' }).expect(200);
  await ctx.jobs.idle();
  return user;
}

async function leftovers(uid: string) {
  const counts = await Promise.all(
    [COLLECTIONS.favorites, COLLECTIONS.recentViews, COLLECTIONS.recentViewLists, COLLECTIONS.suggestions, COLLECTIONS.notificationInbox, COLLECTIONS.deviceTokens].map((collection) =>
      ctx.deps.store.count({ collection, where: [{ field: 'user_uid', op: '==', value: uid }] }),
    ),
  );
  const formulas = await ctx.deps.store.count({ collection: COLLECTIONS.formulas, where: [{ field: 'owner_uid', op: '==', value: uid }] });
  return { profile: await ctx.deps.store.get(COLLECTIONS.users, uid), owned: counts.reduce((sum, count) => sum + count, 0) + formulas };
}

beforeAll(async () => {
  ctx = await createPaymentsTestContext();
  admin = await signedInCaller(ctx, 'admin');
  const category = await createCategory(ctx, admin);
  supplement = await createSupplement(ctx, admin, category.id);
  await ctx.deps.store.set(COLLECTIONS.supplementForms, String(FORM_ID), { id: FORM_ID, supplement_id: supplement.id, name: 'Forma de teste', name_en: 'Test form', order: 1, keywords: [] });
});
afterAll(() => ctx.close());

describe('GET user-details/export', () => {
  it('downloads everything held about the caller, as JSON', async () => {
    const user = await userWithHistory();
    const response = await user.auth(ctx.api.get('/api/v1/user-details/export')).expect(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?nutrindex-meus-dados.json"?$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.body;
    expect(data.profile).toMatchObject({ name: 'Lúcia Titular Dados', email: user.email, document: expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/), locale: 'pt', theme: 'system' });
    expect(data.favorites).toEqual([{ supplement_id: supplement.id, supplement_name: supplement.name, created_at: expect.any(String) }]);
    expect(data.recently_viewed).toEqual([{ supplement_id: supplement.id, supplement_name: supplement.name, viewed_at: expect.any(String) }]);
    expect(data.suggestions).toEqual([{ id: expect.any(Number), content: 'Incluir a berberina, por favor.', created_at: expect.any(String) }]);
    expect(data.notifications.receive_notifications).toBe(1);
    expect(data.notifications.devices.map((device: { token: string }) => device.token)).toEqual([`token-${user.uid}`]);
    expect(data.notifications.received.map((item: { title: string }) => item.title)).toEqual(['Aviso geral']);
    expect(data.subscriptions).toEqual([]);
    expect(data.prescriber).toEqual({ council: 'CRN', number: '12345', region: 3, state: null, contact: null });
    expect(data.formulas).toEqual([
      expect.objectContaining({ name: 'Fórmula da Lúcia', patient_name: 'Paciente Dados', components: [{ form_id: FORM_ID, amount: 200, unit: 'mg' }], duration_days: 30 }),
    ]);
  });
});

describe('POST user-details/delete', () => {
  it('refuses a missing or wrong password and changes nothing', async () => {
    const user = await signedInCaller(ctx, 'user');
    expect((await user.auth(ctx.api.post('/api/v1/user-details/delete')).send({}).expect(422)).body.errors).toEqual({ password: ['Senha não foi preenchida'] });
    expect((await user.auth(ctx.api.post('/api/v1/user-details/delete')).send({ password: 'errada123' }).expect(422)).body.errors).toEqual({ password: ['Senha atual incorreta'] });
    await user.auth(ctx.api.get('/api/v1/user')).expect(200);
  });

  it('cancels the live subscription at Stripe, deletes the Auth account and the personal data, and keeps the payment record without name', async () => {
    const user = await userWithHistory();
    const photo = (await user.auth(ctx.api.post('/api/v1/upload')).attach('image', await categoryImage(), 'eu.png').expect(200)).body.image as string;
    await ctx.api.get(`/uploads/users/${photo}`).expect(200);
    const subscribed = await user.auth(ctx.api.post('/api/v1/subscriptions')).send({ token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.annual }).expect(200);
    const subscriptionId = subscribed.body.item.id as string;
    const profile = await ctx.profile(user.uid);
    const form = { document: profile.document, email: profile.email };

    // A device this person signed in from is remembered (trusted_devices) until the erasure.
    await ctx.api.post('/api/v1/login').send({ document: form.document, password: PASSWORD }).expect(200);
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.trustedDevices })).toBeGreaterThan(0);

    expect((await leftovers(user.uid)).owned).toBeGreaterThanOrEqual(5);
    // Stripe's events arrive after the erasure has finished (here: not at all), as they may in production.
    ctx.stripe.setWebhookUrl('http://127.0.0.1:9/unreachable');
    let response;
    try {
      response = await user.auth(ctx.api.post('/api/v1/user-details/delete')).send({ password: PASSWORD }).expect(200);
    } finally {
      ctx.stripe.setWebhookUrl(ctx.webhookUrl);
    }
    expect(response.body.message).toBe('Conta excluída. Seus dados pessoais foram apagados.');
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.trustedDevices })).toBe(0);

    expect((await ctx.sdk.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    await user.auth(ctx.api.get('/api/v1/user')).expect(401);
    await ctx.api.post('/api/v1/login').send({ document: form.document, password: PASSWORD }).expect(401);
    expect(await leftovers(user.uid)).toEqual({ profile: null, owned: 0 });
    await ctx.api.get(`/uploads/users/${photo}`).expect(404);
    expect(await ctx.deps.store.get(COLLECTIONS.uniqueCpf, form.document)).toBeNull();
    expect(await ctx.deps.store.get(PAYMENT_COLLECTIONS.trials, form.document)).toBeNull();
    const record = await ctx.subscription(subscriptionId);
    // Deleted during its trial: the record reads as Stripe answered the cancellation, not 'trialing'.
    expect(subscribed.body.item).toMatchObject({ status: 'trialing' });
    expect(record).toMatchObject({ id: subscriptionId, user_uid: user.uid, keywords: [], status: 'canceled', canceled_at: expect.any(String) });
    const audit = await ctx.deps.store.query({ collection: COLLECTIONS.auditLog });
    expect(JSON.stringify(audit)).not.toContain('Lúcia Titular Dados');
    expect(JSON.stringify(audit)).not.toContain(form.email);
    // The same CPF and e-mail can open a new account, but the CPF's trial was used.
    const again = await signedInCaller(ctx, 'user', { document: form.document, email: form.email });
    const second = await again.auth(ctx.api.post('/api/v1/subscriptions')).send({ token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.annual }).expect(200);
    expect(second.body.item).toMatchObject({ status: 'active', trial: false });
  });

  it("keeps a photo another account also uses (photos are named by their content)", async () => {
    const [leaving, staying] = [await signedInCaller(ctx, 'user'), await signedInCaller(ctx, 'user')];
    const image = await categoryImage();
    const photo = (await leaving.auth(ctx.api.post('/api/v1/upload')).attach('image', image, 'eu.png').expect(200)).body.image as string;
    expect((await staying.auth(ctx.api.post('/api/v1/upload')).attach('image', image, 'eu.png').expect(200)).body.image).toBe(photo);
    await leaving.auth(ctx.api.post('/api/v1/user-details/delete')).send({ password: PASSWORD }).expect(200);
    await ctx.api.get(`/uploads/users/${photo}`).expect(200);
    expect((await ctx.profile(staying.uid)).image).toBe(photo);
  });
});

describe('administrators, on a user’s request', () => {
  it('export and delete a user by id; an admin account and unknown ids are refused', async () => {
    const user = await userWithHistory();
    const { id } = (await ctx.profile(user.uid)) as { id: number };
    const exported = await admin.auth(ctx.api.get(`/api/v1/users/${id}/export`)).expect(200);
    expect(exported.body.profile.email).toBe(user.email);
    await user.auth(ctx.api.get(`/api/v1/users/${id}/export`)).expect(403);
    await user.auth(ctx.api.delete(`/api/v1/users/${id}`)).expect(403);

    const adminId = ((await ctx.profile(admin.uid)) as { id: number }).id;
    await admin.auth(ctx.api.delete(`/api/v1/users/${adminId}`)).expect(409);
    await admin.auth(ctx.api.delete('/api/v1/users/987654')).expect(404);
    await admin.auth(ctx.api.delete('/api/v1/users/abc')).expect(404);

    expect(exported.body.formulas.map((formula: { name: string }) => formula.name)).toEqual(['Fórmula da Lúcia']);
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.formulas, where: [{ field: 'owner_uid', op: '==', value: user.uid }] })).toBe(1);
    await admin.auth(ctx.api.delete(`/api/v1/users/${id}`)).expect(200);
    expect(await leftovers(user.uid)).toEqual({ profile: null, owned: 0 });
    await admin.auth(ctx.api.delete(`/api/v1/users/${id}`)).expect(404);
  });
});
