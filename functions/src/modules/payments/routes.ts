import { requireCaller } from '../../auth/guards.js';
import { listQuerySchema } from '../../contract/list.js';
import { CANCELED_MESSAGE, SUBSCRIBED_MESSAGE, subscriptionRequestSchema } from '../../contract/subscriptions.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import type { Store } from '../../store/port.js';
import { requestLocale } from '../../http/locale.js';
import { createPaymentsRepository } from './repository.js';
import { createPaymentsService, type PaymentsDeps, type PaymentsService } from './service.js';

const UNAVAILABLE = 'Pagamentos indisponíveis no momento (Stripe is not configured on this instance)';

/** The subscription routes; the Stripe webhook has its own router (webhook.ts), mounted before the JSON parser and not documented. */
export function paymentsRoutes(service: PaymentsService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/plans',
      access: 'public',
      doc: {
        summary: "The subscription plans, names in the caller's locale",
        tags: ['Payments'],
        returns: 'The plans that have a Stripe price in this environment',
        errors: { 503: UNAVAILABLE },
      },
      handler: async ({ req, res }) => ({ items: await service.listPlans(requestLocale(req, res)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/subscriptions',
      access: 'user',
      body: { schema: subscriptionRequestSchema, media: ['json', 'multipart', 'form'] },
      doc: {
        summary: 'Subscribe the caller to a plan with a card token from Stripe.js',
        tags: ['Payments'],
        returns: 'The subscription as started',
        errors: {
          409: 'A subscription is already active, or one is being processed',
          422: 'Validation failed, an unknown plan (`price_id`) or a refused card (`token_stripe`)',
          502: 'The payment provider did not answer',
          503: UNAVAILABLE,
        },
      },
      handler: async ({ res, body }) => {
        const item = await service.subscribe(requireCaller(res), body());
        return { message: SUBSCRIBED_MESSAGE, item };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/subscriptions',
      access: 'user',
      doc: {
        summary: "Cancel the caller's subscription",
        tags: ['Payments'],
        returns: 'Canceled',
        errors: { 404: 'Você não possui uma assinatura ativa.', 502: 'The payment provider did not answer', 503: UNAVAILABLE },
      },
      handler: async ({ res }) => {
        await service.cancel(requireCaller(res));
        return { message: CANCELED_MESSAGE };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/subscriptions/current',
      access: 'user',
      doc: {
        summary: "The caller's subscription: its status, plan and dates (trial end, next renewal, or when access ends)",
        tags: ['Payments'],
        returns: 'The subscription, or null for one who never subscribed',
      },
      handler: async ({ res }) => ({ item: await service.current(requireCaller(res)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/subscriptions-premium',
      access: 'admin',
      query: listQuerySchema,
      doc: { summary: 'Premium subscriptions, for the dashboard', tags: ['Payments'], returns: 'A page of subscriptions' },
      handler: async ({ res, query }) => ({ items: await service.listPremiumSubscriptions(query(), requireCaller(res).user.locale) }),
    }),
  ];
}

/** Wires the payments module; without Stripe configured (`payments` absent) its routes answer 503. */
export function paymentsApi(deps: { store: Store; payments?: PaymentsDeps; now: () => Date }): RouteDef[] {
  return paymentsRoutes(createPaymentsService({ repo: createPaymentsRepository(deps.store, deps.payments?.trialKey), payments: deps.payments, now: deps.now }));
}
