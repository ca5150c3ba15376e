import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_STRIPE } from '../../platform/config.js';
import { COLLECTIONS, type BannerDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createPaymentsTestContext, type PaymentsTestContext } from '../../test/payments.js';
import { PAYMENT_COLLECTIONS } from './records.js';
import { STRIPE_WEBHOOK_PATH } from './webhook.js';
import { STRIPE_API_VERSION } from './stripe-gateway.js';

let ctx: PaymentsTestContext;
let sequence = 0;

/** Where the local Stripe server delivers: the app's webhook endpoint. */
let webhookUrl: string;

beforeAll(async () => {
  ctx = await createPaymentsTestContext();
  webhookUrl = ctx.webhookUrl;
  const banners: BannerDoc[] = (['all', 'free', 'plus', 'expired'] as const).map((audience, index) => ({
    id: 900 + index, name: `Banner ${audience}`, image: `${audience}.png`, type: 'web', type_users: audience, url: `https://example.com/${audience}`,
    order: index + 1, locale_id: 1, keywords: [], created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
  }));
  for (const banner of banners) await ctx.deps.store.set(COLLECTIONS.banners, String(banner.id), banner);
});
afterAll(() => ctx.close());

/** A subscribed user and their subscription id, with Stripe's own creation events already delivered. */
async function subscriber(): Promise<{ user: SignedInCaller; id: string }> {
  const user = await signedInCaller(ctx, 'user');
  const response = await user.auth(ctx.api.post('/api/v1/subscriptions')).send({ token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.annual }).expect(200);
  await ctx.stripe.flush();
  return { user, id: response.body.item.id as string };
}

/** An event as Stripe sends it, about the subscription as the local server holds it, with the given status and time. */
async function subscriptionEvent(id: string, type: string, status: string, created: number) {
  const subscription = await ctx.sdk.subscriptions.retrieve(id);
  return JSON.stringify({ id: `evt_test_${Date.now()}_${++sequence}`, object: 'event', api_version: '2026-10-28.endive', created, type, livemode: false,
    pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: { ...subscription, status } } });
}

/** POSTs a payload signed with generateTestHeaderString, as Stripe would. */
function deliver(payload: string, secret: string = LOCAL_STRIPE.webhookSecret) {
  const signature = ctx.sdk.webhooks.generateTestHeaderString({ payload, secret });
  return ctx.api.post(STRIPE_WEBHOOK_PATH).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
}

const audiences = async (user: SignedInCaller) =>
  (await user.auth(ctx.api.get('/api/v1/banners/web')).expect(200)).body.items.map((banner: { name: string }) => banner.name);

describe('Stripe webhook: signature', () => {
  it('refuses a bad, missing or stale signature and a tampered body with 400', async () => {
    const { id } = await subscriber();
    const payload = await subscriptionEvent(id, 'customer.subscription.updated', 'active', Math.floor(Date.now() / 1000));
    await deliver(payload, 'whsec_not_the_endpoint_secret').expect(400, { message: 'Assinatura do webhook inválida.' });
    await ctx.api.post(STRIPE_WEBHOOK_PATH).set('Content-Type', 'application/json').send(payload).expect(400);
    const stale = ctx.sdk.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    await ctx.api.post(STRIPE_WEBHOOK_PATH).set('Content-Type', 'application/json').set('Stripe-Signature', stale).send(payload).expect(400);
    const signature = ctx.sdk.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret });
    const tampered = payload.replace('"active"', '"canceled"');
    await ctx.api.post(STRIPE_WEBHOOK_PATH).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(tampered).expect(400);
  });

  it('accepts a correctly signed event', async () => {
    const { id } = await subscriber();
    const payload = await subscriptionEvent(id, 'customer.subscription.updated', 'trialing', Math.floor(Date.now() / 1000));
    expect((await deliver(payload).expect(200)).body).toEqual({ received: true, outcome: 'applied' });
  });
});

describe('Stripe webhook: events', () => {
  it('answers an invoice of a subscription Stripe does not know with 200 and changes nothing', async () => {
    const payload = JSON.stringify({ id: `evt_test_missing_${++sequence}`, object: 'event', created: Math.floor(Date.now() / 1000), type: 'invoice.paid',
      data: { object: { id: 'in_missing', object: 'invoice', amount_paid: 2990, currency: 'brl', parent: { subscription_details: { subscription: 'sub_does_not_exist' } } } } });
    expect((await deliver(payload).expect(200)).body).toEqual({ received: true, outcome: 'ignored' });
    expect(await ctx.subscription('sub_does_not_exist')).toBeNull();
  });

  it('answers a subscription event whose object has no items without a 500', async () => {
    const { user, id } = await subscriber();
    const subscription = await ctx.sdk.subscriptions.retrieve(id);
    const { items: _items, ...withoutItems } = subscription;
    const payload = JSON.stringify({ id: `evt_test_noitems_${++sequence}`, object: 'event', created: Math.floor(Date.now() / 1000), type: 'customer.subscription.updated',
      data: { object: { ...withoutItems, status: 'active' } } });
    expect((await deliver(payload).expect(200)).body.received).toBe(true);
    expect(await ctx.profile(user.uid)).toMatchObject({ subscription_status: 'active' });
  });

  it('applies the same event once, however often it is delivered', async () => {
    const { user, id } = await subscriber();
    ctx.stripe.advance(id, 'active');
    await ctx.stripe.flush();
    expect(await ctx.subscription(id)).toMatchObject({ status: 'active', paid_invoices: 1 });
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 1, subscription_status: 'active' });

    const paid = ctx.stripe.events().find((event) => event.type === 'invoice.paid' && (event.data.object as { amount_paid: number }).amount_paid > 0
      && JSON.stringify(event.data.object).includes(id))!;
    ctx.stripe.resend(paid.id);
    await ctx.stripe.flush();
    expect(await ctx.subscription(id)).toMatchObject({ paid_invoices: 1 });
    expect(await ctx.deps.store.get(PAYMENT_COLLECTIONS.events, paid.id)).toMatchObject({ type: 'invoice.paid', outcome: 'applied' });

    const payload = await subscriptionEvent(id, 'customer.subscription.updated', 'past_due', Math.floor(Date.now() / 1000) + 5);
    expect((await deliver(payload).expect(200)).body.outcome).toBe('applied');
    await ctx.deps.store.update(COLLECTIONS.users, user.uid, { subscription_status: 'active', premium: 1 });
    expect((await deliver(payload).expect(200)).body.outcome).toBe('duplicate');
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 1, subscription_status: 'active' });
  });

  it('ignores an event older than the state it would overwrite', async () => {
    const { user, id } = await subscriber();
    const now = Math.floor(Date.now() / 1000);
    const newer = await subscriptionEvent(id, 'customer.subscription.updated', 'past_due', now + 20);
    const older = await subscriptionEvent(id, 'customer.subscription.updated', 'active', now + 10);
    expect((await deliver(newer).expect(200)).body.outcome).toBe('applied');
    expect((await deliver(older).expect(200)).body.outcome).toBe('stale');
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, plan_id: null, subscription_status: 'past_due' });
    expect(await ctx.subscription(id)).toMatchObject({ status: 'past_due', last_event_created: now + 20 });
  });

  it('ends premium on a failed payment and shows the expired audience once Stripe deletes the subscription', async () => {
    const { user, id } = await subscriber();
    expect(await audiences(user)).toEqual(['Banner all', 'Banner plus']);

    ctx.stripe.advance(id, 'past_due');
    await ctx.stripe.flush();
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, plan_id: null, subscription_status: 'past_due' });
    expect((await ctx.subscription(id))?.last_payment_failed_at).not.toBeNull();

    ctx.stripe.advance(id, 'canceled');
    await ctx.stripe.flush();
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, plan_id: null, subscription_status: 'canceled' });
    expect(await ctx.subscription(id)).toMatchObject({ status: 'canceled' });
    expect(await audiences(user)).toEqual(['Banner all', 'Banner expired']);
    expect(ctx.stripe.deliveries().filter((delivery) => delivery.status !== 200)).toEqual([]);
  });

  it('ends in the right state when the first deliveries fail: Stripe retries them with backoff', async () => {
    const { user, id } = await subscriber();
    // The webhook is down for the next two attempts (a deploy, a cold start that timed out), then back.
    let refusals = 2;
    const gate = http.createServer((req, res) => {
      if (refusals > 0) {
        refusals -= 1;
        req.resume();
        res.writeHead(503).end();
        return;
      }
      const forward = http.request(webhookUrl, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
    });
    gate.listen(0, '127.0.0.1');
    await once(gate, 'listening');
    ctx.stripe.setWebhookUrl(`http://127.0.0.1:${(gate.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`);
    try {
      ctx.stripe.advance(id, 'canceled');
      await ctx.stripe.flush();
    } finally {
      ctx.stripe.setWebhookUrl(webhookUrl);
      gate.close();
    }
    expect(refusals).toBe(0);
    const retried = ctx.stripe.deliveries().find((delivery) => delivery.attempts > 1);
    expect(retried).toMatchObject({ status: 200, attempts: 3 });
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, plan_id: null, subscription_status: 'canceled' });
  });

  it('applies invoice.payment_failed then customer.subscription.deleted delivered directly', async () => {
    const { user, id } = await subscriber();
    const now = Math.floor(Date.now() / 1000);
    const invoice = JSON.stringify({ id: `evt_test_invoice_${++sequence}`, object: 'event', created: now, type: 'invoice.payment_failed', livemode: false,
      data: { object: { id: 'in_test', object: 'invoice', amount_paid: 0, currency: 'brl', parent: { type: 'subscription_details', subscription_details: { subscription: id } } } } });
    expect((await deliver(invoice).expect(200)).body.outcome).toBe('applied');
    await deliver(await subscriptionEvent(id, 'customer.subscription.deleted', 'canceled', now + 1)).expect(200);
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 0, subscription_status: 'canceled' });
    expect(await audiences(user)).toEqual(['Banner all', 'Banner expired']);
  });

  it('keeps premium through the trial notice and the first paid invoice', async () => {
    const { user, id } = await subscriber();
    ctx.stripe.advance(id, 'trial_will_end');
    await ctx.stripe.flush();
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 1, subscription_status: 'trialing' });
    ctx.stripe.advance(id, 'active');
    await ctx.stripe.flush();
    expect(await ctx.profile(user.uid)).toMatchObject({ premium: 1, plan_id: 'annual', subscription_status: 'active' });
  });

  it('answers 200 to events it does not handle and to subscriptions of no account', async () => {
    const other = JSON.stringify({ id: `evt_test_other_${++sequence}`, object: 'event', created: 1, type: 'charge.refunded', livemode: false, data: { object: { id: 'ch_1', object: 'charge' } } });
    expect((await deliver(other).expect(200)).body.outcome).toBe('ignored');
    const customer = await ctx.sdk.customers.create({ email: 'someone@example.com' });
    const method = await ctx.sdk.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await ctx.sdk.paymentMethods.attach(method.id, { customer: customer.id });
    const foreign = await ctx.sdk.subscriptions.create({ customer: customer.id, items: [{ price: LOCAL_STRIPE.prices.monthly }], default_payment_method: method.id });
    await ctx.stripe.flush();
    const payload = await subscriptionEvent(foreign.id, 'customer.subscription.updated', 'active', Math.floor(Date.now() / 1000));
    expect((await deliver(payload).expect(200)).body.outcome).toBe('unknown_subscription');
    expect(await ctx.subscription(foreign.id)).toBeNull();
  });
});

/** The error log lines (event names) written while `run` runs. */
async function errorEventsOf(run: () => Promise<unknown>): Promise<string[]> {
  const silent = process.env.LOG_SILENT;
  process.env.LOG_SILENT = '0';
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run();
    return errors.mock.calls.map((call) => (JSON.parse(String(call[0])) as { event: string }).event);
  } finally {
    errors.mockRestore();
    process.env.LOG_SILENT = silent;
  }
}

describe('Stripe webhook: the API version the code reads', () => {
  it('is the version the local development server (and the deploy steps) render events in', () => {
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
  });

  it('refuses an invoice in a shape it cannot read (an endpoint on an API version before 2025-03-31) with a 500 and an error log, changing nothing', async () => {
    const { id } = await subscriber();
    const before = await ctx.subscription(id);
    const old = JSON.stringify({ id: `evt_test_old_${++sequence}`, object: 'event', api_version: '2024-06-20', created: Math.floor(Date.now() / 1000), type: 'invoice.paid', livemode: false,
      data: { object: { id: 'in_old', object: 'invoice', amount_paid: 2990, currency: 'brl', subscription: id } } });
    const events = await errorEventsOf(() => deliver(old).expect(500));
    expect(events).toEqual(['stripe_event_api_version', 'stripe_event_unknown_shape']);
    expect(await ctx.subscription(id)).toEqual(before);
  });

  it('logs an error for an event rendered in another version or of a type the endpoint should not send, and still answers', async () => {
    const { id } = await subscriber();
    const other = await subscriptionEvent(id, 'customer.subscription.updated', 'trialing', Math.floor(Date.now() / 1000));
    const events = await errorEventsOf(() => deliver(other.replace('2026-10-28.endive', '2025-09-30.clover')).expect(200));
    expect(events).toEqual(['stripe_event_api_version']);
    const refund = JSON.stringify({ id: `evt_test_refund_${++sequence}`, object: 'event', api_version: STRIPE_API_VERSION, created: 1, type: 'charge.refunded', livemode: false, data: { object: { id: 'ch_1', object: 'charge' } } });
    expect(await errorEventsOf(() => deliver(refund).expect(200))).toEqual(['stripe_event_unexpected_type']);
  });
});
