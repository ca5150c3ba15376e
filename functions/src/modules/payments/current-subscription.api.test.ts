import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '../../platform/config.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { signedInCaller } from '../../test/accounts.js';
import { createPaymentsTestContext, type PaymentsTestContext } from '../../test/payments.js';

let ctx: PaymentsTestContext;

beforeAll(async () => {
  ctx = await createPaymentsTestContext();
});
afterAll(() => ctx.close());

describe('GET subscriptions/current', () => {
  it('answers null to a user who never subscribed', async () => {
    const user = await signedInCaller(ctx, 'user');
    expect((await user.auth(ctx.api.get('/api/v1/subscriptions/current')).expect(200)).body).toEqual({ item: null });
  });

  it("gives a trial's end, then the next renewal, then when access ends", async () => {
    const user = await signedInCaller(ctx, 'user');
    const started = await user.auth(ctx.api.post('/api/v1/subscriptions')).send({ token_stripe: 'tok_visa', price_id: LOCAL_STRIPE.prices.monthly }).expect(200);
    const trialEnd: string = started.body.item.trial_end;
    const current = () => user.auth(ctx.api.get('/api/v1/subscriptions/current')).expect(200);

    expect((await current()).body.item).toEqual({ status: 'trialing', plan: { id: 'monthly', name: 'Mensal' }, trial_ends_at: trialEnd, renews_at: trialEnd, access_ends_at: null });

    const periodEnd = '2027-01-04T12:00:00.000Z';
    await ctx.deps.store.update(COLLECTIONS.subscriptions, started.body.item.id, { status: 'active', current_period_end: periodEnd });
    expect((await current()).body.item).toMatchObject({ status: 'active', trial_ends_at: null, renews_at: periodEnd, access_ends_at: null });

    await ctx.deps.store.update(COLLECTIONS.subscriptions, started.body.item.id, { cancel_at_period_end: true });
    expect((await current()).body.item).toMatchObject({ renews_at: null, access_ends_at: periodEnd });

    await user.auth(ctx.api.delete('/api/v1/subscriptions')).expect(200);
    const ended = (await current()).body.item;
    expect(ended).toMatchObject({ status: 'canceled', renews_at: null, trial_ends_at: null });
    expect(Date.parse(ended.access_ends_at)).toBeLessThanOrEqual(Date.now());
  });
});
