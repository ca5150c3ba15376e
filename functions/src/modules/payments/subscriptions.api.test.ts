import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '../../platform/config.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic, uniqueName } from '../../test/catalogue.js';
import { createPaymentsTestContext, type PaymentsTestContext } from '../../test/payments.js';
import { PAYMENT_COLLECTIONS } from './records.js';
import { trialMarkerId } from './repository.js';

let ctx: PaymentsTestContext;
let admin: SignedInCaller;
let paidTopicSlug: string;

const PREMIUM_REQUIRED = { message: 'Conteúdo exclusivo para assinantes premium.', code: 'premium_required' };
const subscribe = (caller: SignedInCaller, body: Record<string, unknown>) => caller.auth(ctx.api.post('/api/v1/subscriptions')).send(body);
const annual = { token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.annual };

beforeAll(async () => {
  ctx = await createPaymentsTestContext();
  admin = await signedInCaller(ctx, 'admin');
  const category = await createCategory(ctx, admin);
  const supplement = await createSupplement(ctx, admin, category.id, { is_paid: '1' });
  paidTopicSlug = (await createTopic(ctx, admin, supplement.id, { is_paid: '1', content: '<p>Conteúdo pago</p>' })).slug;
});
afterAll(() => ctx.close());

describe('GET plans', () => {
  it('answers the three plans with their configured Stripe price, decimals as numbers', async () => {
    const response = await ctx.api.get('/api/v1/plans').expect(200);
    expect(response.body.items).toEqual([
      { id: 'monthly', name: 'Mensal', months: 1, price_per_month: 29.9, total: 29.9, currency: 'BRL', price_id: 'price_local_monthly', popular: false, saving_percent: null },
      { id: 'semiannual', name: 'Semestral', months: 6, price_per_month: 24.98, total: 149.9, currency: 'BRL', price_id: 'price_local_semiannual', popular: false, saving_percent: null },
      { id: 'annual', name: 'Anual', months: 12, price_per_month: 19.91, total: 239, currency: 'BRL', price_id: 'price_local_annual', popular: true, saving_percent: 33 },
    ]);
  });

  it("names the plans in the caller's language", async () => {
    const response = await ctx.api.get('/api/v1/plans').set('Accept-Language', 'en').expect(200);
    expect(response.body.items.map((plan: { name: string }) => plan.name)).toEqual(['Monthly', 'Semiannual', 'Annual']);
  });
});

describe('POST subscriptions', () => {
  it('starts a 7-day trial that makes the user premium and opens paid topics', async () => {
    const user = await signedInCaller(ctx, 'user');
    await user.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${paidTopicSlug}`)).expect(403, PREMIUM_REQUIRED);

    const response = await subscribe(user, annual).expect(200);
    expect(response.body).toMatchObject({ message: 'Sua assinatura foi realizada com sucesso!', item: { status: 'trialing', trial: true, plan: { id: 'annual', name: 'Anual' } } });
    const trialDays = (Date.parse(response.body.item.trial_end) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);

    const profile = await ctx.profile(user.uid);
    expect(profile).toMatchObject({ premium: 1, plan_id: 'annual', subscription_status: 'trialing', subscription_id: response.body.item.id });
    expect((await ctx.api.get('/api/v1/user').set('Authorization', `Bearer ${user.idToken}`).expect(200)).body.data.user).toMatchObject({ premium: 1, plan: { name: 'Anual' } });
    const topic = await user.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${paidTopicSlug}`)).expect(200);
    expect(topic.body.item.content).toBe('<p>Conteúdo pago</p>');

    expect(await ctx.subscription(response.body.item.id)).toMatchObject({ user_uid: user.uid, plan_id: 'annual', price_id: 'price_local_annual', status: 'trialing', cancel_at_period_end: false, canceled_at: null });
    // The marker of the CPF's trial: an HMAC of the CPF, holding nothing about the person.
    expect(await ctx.deps.store.get(PAYMENT_COLLECTIONS.trials, trialMarkerId(LOCAL_STRIPE.trialKey, profile.document))).toEqual({ created_at: expect.any(String) });
    expect(await ctx.deps.store.get(PAYMENT_COLLECTIONS.trials, profile.document)).toBeNull();

    // Stripe's own events (subscription created, the trial's zero invoice) reach the webhook and change nothing.
    await ctx.stripe.flush();
    expect(ctx.stripe.deliveries().every((delivery) => delivery.status === 200)).toBe(true);
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 1, plan_id: 'annual', subscription_status: 'trialing' });
  });

  it('reuses the Stripe customer of an account that subscribed before', async () => {
    const user = await signedInCaller(ctx, 'user');
    await subscribe(user, annual).expect(200);
    const customer = (await ctx.profile(user.uid)).stripe_customer_id;
    await user.auth(ctx.api.delete('/api/v1/subscriptions')).expect(200);
    await subscribe(user, { token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.monthly }).expect(200);
    expect((await ctx.profile(user.uid)).stripe_customer_id).toBe(customer);
  });

  it('refuses a declined card with a clear message and changes nothing', async () => {
    const user = await signedInCaller(ctx, 'user');
    const before = await ctx.profile(user.uid);
    const response = await subscribe(user, { ...annual, token_stripe: 'tok_chargeDeclined' }).expect(422);
    expect(response.body).toEqual({
      message: 'Seu cartão foi recusado. Verifique os dados ou use outro cartão.',
      errors: { token_stripe: ['Seu cartão foi recusado. Verifique os dados ou use outro cartão.'] },
    });
    const after = await ctx.profile(user.uid);
    expect(after).toMatchObject({ premium: 0, plan_id: null });
    expect(after.subscription_status).toBe(before.subscription_status);
    expect(after.subscription_id ?? null).toBeNull();
    expect(await ctx.deps.store.get(PAYMENT_COLLECTIONS.trials, trialMarkerId(LOCAL_STRIPE.trialKey, before.document))).toBeNull();
    // The trial is still there for a good card.
    expect((await subscribe(user, annual).expect(200)).body.item.trial).toBe(true);
  });

  it('refuses an unknown price and changes nothing', async () => {
    const user = await signedInCaller(ctx, 'user');
    const response = await subscribe(user, { ...annual, price_id: 'price_of_another_account' }).expect(422);
    expect(response.body).toEqual({ message: 'Plano não encontrado', errors: { price_id: ['Plano não encontrado'] } });
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, plan_id: null });
  });

  it('refuses a second subscription while one is live', async () => {
    const user = await signedInCaller(ctx, 'user');
    const first = (await subscribe(user, annual).expect(200)).body.item.id as string;
    const response = await subscribe(user, { token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.monthly }).expect(409);
    expect(response.body.message).toBe('Você já possui uma assinatura ativa.');
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 1, plan_id: 'annual', subscription_id: first });
    const records = await ctx.deps.store.query({ collection: COLLECTIONS.subscriptions, where: [{ field: 'user_uid', op: '==', value: user.uid }] });
    expect(records).toHaveLength(1);
  });

  it('gives no second trial: a new subscription after cancelling is charged at once', async () => {
    const user = await signedInCaller(ctx, 'user');
    await subscribe(user, annual).expect(200);
    await user.auth(ctx.api.delete('/api/v1/subscriptions')).expect(200);
    const again = await subscribe(user, { token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.semiannual }).expect(200);
    expect(again.body.item).toMatchObject({ status: 'active', trial: false, trial_end: null, plan: { id: 'semiannual' } });
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 1, plan_id: 'semiannual', subscription_status: 'active' });
  });

  it('gives no trial to a CPF that already had one (even on another account)', async () => {
    const user = await signedInCaller(ctx, 'user');
    const { document } = await ctx.profile(user.uid);
    await ctx.deps.store.set(PAYMENT_COLLECTIONS.trials, trialMarkerId(LOCAL_STRIPE.trialKey, document), { created_at: '2025-01-01T00:00:00.000Z' });
    const response = await subscribe(user, annual).expect(200);
    expect(response.body.item).toMatchObject({ status: 'active', trial: false });
  });

  it('validates the request with the form messages', async () => {
    const user = await signedInCaller(ctx, 'user');
    expect((await subscribe(user, { price_id: LOCAL_STRIPE.prices.annual }).expect(422)).body.message).toBe('Informe os dados do cartão');
    expect((await subscribe(user, { token_stripe: 'tok_visa' }).expect(422)).body.message).toBe('Selecione um plano');
    expect((await subscribe(user, { ...annual, premium: 1 }).expect(422)).body.message).toBe('Campo não permitido: premium');
    await ctx.api.post('/api/v1/subscriptions').send(annual).expect(401);
  });
});

describe('DELETE subscriptions', () => {
  it('cancels at once: premium ends and paid topics are refused again', async () => {
    const user = await signedInCaller(ctx, 'user');
    const id = (await subscribe(user, annual).expect(200)).body.item.id as string;
    await user.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${paidTopicSlug}`)).expect(200);

    const response = await user.auth(ctx.api.delete('/api/v1/subscriptions')).expect(200);
    expect(response.body).toEqual({ message: 'Sua assinatura não é mais válida.' });
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, plan_id: null, subscription_status: 'canceled' });
    expect(await ctx.subscription(id)).toMatchObject({ status: 'canceled' });
    expect((await ctx.sdk.subscriptions.retrieve(id)).status).toBe('canceled');
    await user.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${paidTopicSlug}`)).expect(403, PREMIUM_REQUIRED);

    // Stripe's customer.subscription.deleted arrives afterwards and changes nothing.
    await ctx.stripe.flush();
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, plan_id: null, subscription_status: 'canceled' });
  });

  it('answers 404 when there is nothing to cancel', async () => {
    const user = await signedInCaller(ctx, 'user');
    expect((await user.auth(ctx.api.delete('/api/v1/subscriptions')).expect(404)).body.message).toBe('Você não possui uma assinatura ativa.');
    await ctx.api.delete('/api/v1/subscriptions').expect(401);
  });
});

describe('GET subscriptions-premium', () => {
  it("lists subscriptions newest first with the subscriber and the plan, 'Cancelado' once cancelled", async () => {
    const word = uniqueName('Assinante').split(' ')[1]!;
    const older = await signedInCaller(ctx, 'user', { name: `Ana ${word}` });
    const newer = await signedInCaller(ctx, 'user', { name: `Bruno ${word}`, phone: '(21) 91234-5678' });
    const olderId = (await subscribe(older, annual).expect(200)).body.item.id as string;
    await older.auth(ctx.api.delete('/api/v1/subscriptions')).expect(200);
    const newerId = (await subscribe(newer, { token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.monthly }).expect(200)).body.item.id as string;
    await ctx.deps.store.update(COLLECTIONS.subscriptions, olderId, { created_at: '2026-01-01T10:00:00.000Z' });
    await ctx.deps.store.update(COLLECTIONS.subscriptions, newerId, { created_at: '2026-01-02T10:00:00.000Z' });

    const response = await admin.auth(ctx.api.get('/api/v1/subscriptions-premium').query({ search: word })).expect(200);
    expect(response.body.items).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 2 });
    const newerProfile = await ctx.profile(newer.uid);
    expect(response.body.items.data).toEqual([
      { id: newerId, status: 'trialing', created_at: '2026-01-02T10:00:00.000Z',
        user: { name: `Bruno ${word}`, email: newer.email, created_at: newerProfile.created_at, plan: 'Mensal', detail: { phone: '(21) 91234-5678' } } },
      expect.objectContaining({ id: olderId, status: 'canceled', user: expect.objectContaining({ name: `Ana ${word}`, plan: 'Cancelado' }) }),
    ]);
    const byEmail = await admin.auth(ctx.api.get('/api/v1/subscriptions-premium').query({ search: newer.email.split('@')[0] })).expect(200);
    expect(byEmail.body.items.data.map((row: { id: string }) => row.id)).toEqual([newerId]);
  });

  it('is for administrators only', async () => {
    const user = await signedInCaller(ctx, 'user');
    await ctx.api.get('/api/v1/subscriptions-premium').expect(401);
    await user.auth(ctx.api.get('/api/v1/subscriptions-premium')).expect(403);
  });
});
