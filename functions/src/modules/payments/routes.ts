import { requireCaller } from '../../auth/guards.js';
import { listQuerySchema } from '../../contract/list.js';
import type { PlansAnswer, PremiumSubscriptionListAnswer, SubscriptionCanceledAnswer, SubscriptionStartedAnswer } from '../../contract/subscriptions-answers.js';
import { CANCELED_MESSAGE, SUBSCRIBED_MESSAGE, subscriptionRequestSchema } from '../../contract/subscriptions.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import type { Store } from '../../store/port.js';
import { requestLocale } from '../../http/locale.js';
import { createPaymentsRepository } from './repository.js';
import { createPaymentsService, type PaymentsDeps, type PaymentsService } from './service.js';

/** The subscription routes; the Stripe webhook has its own router (webhook.ts). */
export function paymentsRoutes(service: PaymentsService): RouteDef[] {
  return [
    route('get', '/plans', 'public', async (req, res) => {
      res.json({ items: await service.listPlans(requestLocale(req, res)) } satisfies PlansAnswer);
    }),
    route('post', '/subscriptions', 'user', async (req, res) => {
      const item = await service.subscribe(requireCaller(res), parseInput(subscriptionRequestSchema, req.body));
      res.json({ message: SUBSCRIBED_MESSAGE, item } satisfies SubscriptionStartedAnswer);
    }),
    route('delete', '/subscriptions', 'user', async (_req, res) => {
      await service.cancel(requireCaller(res));
      res.json({ message: CANCELED_MESSAGE } satisfies SubscriptionCanceledAnswer);
    }),
    route('get', '/subscriptions-premium', 'admin', async (req, res) => {
      res.json({ items: await service.listPremiumSubscriptions(parseInput(listQuerySchema, req.query), requireCaller(res).user.locale) } satisfies PremiumSubscriptionListAnswer);
    }),
  ];
}

/** Wires the payments module; without Stripe configured (`payments` absent) its routes answer 503. */
export function paymentsApi(deps: { store: Store; payments?: PaymentsDeps; now: () => Date }): RouteDef[] {
  return paymentsRoutes(createPaymentsService({ repo: createPaymentsRepository(deps.store, deps.payments?.trialKey), payments: deps.payments, now: deps.now }));
}
