/**
 * Starts the local Stripe-compatible development server (not Stripe) for `npm start`:
 *   tsx functions/src/local/stripe-server/cli.ts
 * Environment: STRIPE_LOCAL_PORT (12111), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET,
 * STRIPE_PRICE_MONTHLY / _SEMIANNUAL / _ANNUAL (the local defaults of config.ts when unset) and
 * STRIPE_WEBHOOK_URL, where signed events are POSTed (e.g. http://127.0.0.1:5000/api/v1/stripe/webhook).
 */
import { LOCAL_STRIPE } from '../../platform/config.js';
import { localPrices, startLocalStripeServer } from './server.js';

const env = process.env;
const server = await startLocalStripeServer({
  port: Number(env.STRIPE_LOCAL_PORT ?? 12111),
  secretKey: env.STRIPE_SECRET_KEY ?? LOCAL_STRIPE.secretKey,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE.webhookSecret,
  webhookUrl: env.STRIPE_WEBHOOK_URL,
  prices: localPrices({
    monthly: env.STRIPE_PRICE_MONTHLY ?? LOCAL_STRIPE.prices.monthly,
    semiannual: env.STRIPE_PRICE_SEMIANNUAL ?? LOCAL_STRIPE.prices.semiannual,
    annual: env.STRIPE_PRICE_ANNUAL ?? LOCAL_STRIPE.prices.annual,
  }),
  retryDelaysMs: [1000, 5000, 15000, 60000],
  log: (line) => console.log(`[stripe-local] ${line}`),
});
console.log(`[stripe-local] local Stripe-compatible development server (not Stripe) on ${server.url}; webhooks → ${env.STRIPE_WEBHOOK_URL ?? '(none)'}`);

const stop = () => {
  server.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
