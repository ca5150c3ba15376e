import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import request from 'supertest';
import { createApp } from '../platform/app.js';
import type { AppDeps } from '../platform/app-deps.js';
import { LOCAL_STRIPE } from '../platform/config.js';
import { COLLECTIONS, type UserDoc } from '../domain/docs.js';
import { startLocalStripeServer, type LocalStripeServer } from '../local/stripe-server/server.js';
import { PLANS } from '../local/seed/reference-data.js';
import type { SubscriptionDoc, UserPaymentFields } from '../modules/payments/records.js';
import { createStripeGateway } from '../modules/payments/stripe-gateway.js';
import { STRIPE_WEBHOOK_PATH } from '../modules/payments/webhook.js';
import { writeReferenceData } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

export interface PaymentsTestContext extends TestContext {
  stripe: LocalStripeServer;
  /** The real SDK, for `webhooks.generateTestHeaderString` and reading the local server's objects. */
  sdk: Stripe;
  /** The app's webhook endpoint the local Stripe server delivers to. */
  webhookUrl: string;
  profile(uid: string): Promise<UserDoc & UserPaymentFields>;
  subscription(id: string): Promise<SubscriptionDoc | null>;
}

/**
 * The real app with the real Stripe gateway, pointed at the local Stripe-compatible development
 * server started here on a free port; the app listens on a free port too, so the server delivers
 * its signed webhook events to the app's real webhook endpoint.
 */
export async function createPaymentsTestContext(options: { now?: () => Date } = {}): Promise<PaymentsTestContext> {
  const base = await createTestContext(options);
  const stripe = await startLocalStripeServer({ port: 0, retryDelaysMs: [50, 200] });
  const deps: AppDeps = {
    ...base.deps,
    payments: {
      gateway: createStripeGateway({ secretKey: LOCAL_STRIPE.secretKey, webhookSecret: LOCAL_STRIPE.webhookSecret, apiBase: stripe.url }),
      prices: LOCAL_STRIPE.prices,
      trialKey: LOCAL_STRIPE.trialKey,
    },
  };
  await writeReferenceData(deps.store);
  for (const plan of PLANS) await deps.store.set(COLLECTIONS.plans, plan.id, plan);

  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  stripe.setWebhookUrl(webhookUrl);
  const url = new URL(stripe.url);
  const sdk = new Stripe(LOCAL_STRIPE.secretKey, { host: url.hostname, port: url.port, protocol: 'http' });

  return {
    ...base,
    deps,
    api: request(server),
    stripe,
    sdk,
    webhookUrl,
    profile: async (uid) => (await deps.store.get<UserDoc & UserPaymentFields>(COLLECTIONS.users, uid))!,
    subscription: (id) => deps.store.get<SubscriptionDoc>(COLLECTIONS.subscriptions, id),
    async close() {
      await stripe.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await base.close();
    },
  };
}
