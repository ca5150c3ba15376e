import { listQuerySchema } from '../contract/list.js';
import { subscriptionRequestSchema } from '../contract/subscriptions.js';
import type { OperationDoc, OperationKey } from './operation-doc.js';

const UNAVAILABLE = 'Pagamentos indisponíveis no momento (Stripe is not configured on this instance)';

/**
 * Plans and subscriptions (the payments module). The Stripe webhook is mounted apart from
 * `apiRoutes` (before the JSON parser) and is not documented here.
 */
export const paymentOperations: Record<OperationKey, OperationDoc> = {
  'GET /plans': {
    summary: 'The subscription plans, names in the caller\'s locale',
    tags: ['Payments'],
    answer: { description: 'The plans that have a Stripe price in this environment' },
    errors: { 503: UNAVAILABLE },
  },
  'POST /subscriptions': {
    summary: 'Subscribe the caller to a plan with a card token from Stripe.js',
    tags: ['Payments'],
    body: { schema: subscriptionRequestSchema, media: ['json', 'multipart', 'form'] },
    answer: { description: 'The subscription as started' },
    errors: {
      409: 'A subscription is already active, or one is being processed',
      422: 'Validation failed, an unknown plan (`price_id`) or a refused card (`token_stripe`)',
      502: 'The payment provider did not answer',
      503: UNAVAILABLE,
    },
  },
  'DELETE /subscriptions': {
    summary: "Cancel the caller's subscription",
    tags: ['Payments'],
    answer: { description: 'Canceled' },
    errors: { 404: 'Você não possui uma assinatura ativa.', 502: 'The payment provider did not answer', 503: UNAVAILABLE },
  },
  'GET /subscriptions-premium': {
    summary: 'Premium subscriptions, for the dashboard',
    tags: ['Payments'],
    query: listQuerySchema,
    answer: { description: 'A page of subscriptions' },
  },
};
