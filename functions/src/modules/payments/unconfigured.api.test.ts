import { afterAll, beforeAll, describe, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { writeReferenceData } from '../../test/fixtures.js';
import { STRIPE_WEBHOOK_PATH } from './webhook.js';

// The plain harness wires no Stripe gateway: a deployment whose Stripe secrets are unset or 'disabled'.
let ctx: TestContext;
let user: SignedInCaller;
beforeAll(async () => {
  ctx = await createTestContext();
  await writeReferenceData(ctx.deps.store);
  user = await signedInCaller(ctx, 'user');
});
afterAll(() => ctx.close());

const UNAVAILABLE = { message: 'Pagamentos indisponíveis no momento.' };

describe('without payments configured', () => {
  it('still serves the catalogue and the signed-in user', async () => {
    await ctx.api.get('/api/v1/categories').expect(200);
    await user.auth(ctx.api.get('/api/v1/user')).expect(200);
  });

  it('answers subscribing, cancelling and the webhook with a clear 503', async () => {
    await user.auth(ctx.api.post('/api/v1/subscriptions')).send({ token_stripe: 'tok_visa', price_id: 'price_x' }).expect(503, UNAVAILABLE);
    await ctx.api.post(STRIPE_WEBHOOK_PATH).set('Content-Type', 'application/json').send('{}').expect(503, UNAVAILABLE);
  });
});
