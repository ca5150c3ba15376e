import { strictForm } from './catalogue-fields.js';
import { z } from './zod.js';

export const CARD_REQUIRED_MESSAGE = 'Informe os dados do cartão';
export const PLAN_REQUIRED_MESSAGE = 'Selecione um plano';
export const UNKNOWN_PLAN_MESSAGE = 'Plano não encontrado';

/** POST subscriptions (spec §3 "Subscription request"): the card token from Stripe.js and the chosen plan's price id. */
export const subscriptionRequestSchema = strictForm({
  token_stripe: z.string({ error: CARD_REQUIRED_MESSAGE }).trim().min(1, CARD_REQUIRED_MESSAGE).max(255, CARD_REQUIRED_MESSAGE),
  price_id: z.string({ error: PLAN_REQUIRED_MESSAGE }).trim().min(1, PLAN_REQUIRED_MESSAGE).max(255, UNKNOWN_PLAN_MESSAGE),
});
export type SubscriptionRequestInput = z.input<typeof subscriptionRequestSchema>;
export type SubscriptionRequestData = z.output<typeof subscriptionRequestSchema>;

/** The success texts of spec §8 (the web shows them as toasts). */
export const SUBSCRIBED_MESSAGE = 'Sua assinatura foi realizada com sucesso!';
export const CANCELED_MESSAGE = 'Sua assinatura não é mais válida.';
