import { z } from './zod.js';
import { isoDate, named, page } from './answer-shapes.js';
import { CANCELED_MESSAGE, SUBSCRIBED_MESSAGE } from './subscriptions.js';

export const plan = named(
  'Plan',
  z.strictObject({
    id: z.string().describe("'monthly', 'semiannual' or 'annual'"),
    name: z.string(),
    months: z.number().int().min(1),
    price_per_month: z.number().describe('A decimal amount (29.9)'),
    total: z.number().describe('A decimal amount (239)'),
    currency: z.literal('BRL'),
    price_id: z.string().describe("This environment's Stripe price; send it back as `price_id` to subscribe"),
    popular: z.boolean(),
    saving_percent: z.number().nullable(),
  }),
  "A plan of the premium modal, names in the caller's locale.",
);
/** A plan of the premium modal (`GET plans`), decimals as numbers (29.9, 239). */
export type PlanItem = z.output<typeof plan>;

/** GET plans, by `order`. */
export const plansAnswer = z.strictObject({ items: z.array(plan) });
export type PlansAnswer = z.output<typeof plansAnswer>;

/** POST subscriptions: the subscription as started (`trialing` with the 7-day trial, else `active`). */
export const subscriptionStartedAnswer = z.strictObject({
  message: z.literal(SUBSCRIBED_MESSAGE),
  item: z.strictObject({
    id: z.string(),
    status: z.string().describe("Stripe's status: 'trialing' or 'active'"),
    plan: z.strictObject({ id: z.string(), name: z.string() }),
    trial: z.boolean(),
    trial_end: isoDate.nullable(),
  }),
});
export type SubscriptionStartedAnswer = z.output<typeof subscriptionStartedAnswer>;

export const currentSubscription = named(
  'CurrentSubscription',
  z.strictObject({
    status: z.string().describe("Stripe's status: 'trialing', 'active', 'past_due', 'canceled', …"),
    plan: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
    trial_ends_at: isoDate.nullable().describe('While the free trial runs: when it ends'),
    renews_at: isoDate.nullable().describe('When the plan is next charged and renewed (the end of the trial, else of the period); null when it will not renew'),
    access_ends_at: isoDate.nullable().describe('When premium access ends for a subscription that will not renew (set to cancel at the end of its period), or ended'),
  }),
  "The caller's subscription as the profile shows it: the dates come from Stripe's webhooks.",
);
export type CurrentSubscription = z.output<typeof currentSubscription>;

/** GET subscriptions/current: the caller's latest subscription, or null for one who never subscribed. */
export const currentSubscriptionAnswer = z.strictObject({ item: currentSubscription.nullable() });
export type CurrentSubscriptionAnswer = z.output<typeof currentSubscriptionAnswer>;

/** DELETE subscriptions. */
export const subscriptionCanceledAnswer = z.strictObject({ message: z.literal(CANCELED_MESSAGE) });
export type SubscriptionCanceledAnswer = z.output<typeof subscriptionCanceledAnswer>;

export const premiumSubscription = named(
  'PremiumSubscription',
  z.strictObject({
    id: z.string(),
    status: z.string(),
    created_at: isoDate,
    user: z.strictObject({
      name: z.string(),
      email: z.string(),
      created_at: isoDate.nullable(),
      plan: z.string().describe("The plan's name while the subscription is live, else 'Cancelado' ('Canceled')"),
      detail: z.strictObject({ phone: z.string() }),
    }),
  }),
);
export type PremiumSubscription = z.output<typeof premiumSubscription>;

/** GET subscriptions-premium, newest first. */
export const premiumSubscriptionListAnswer = z.strictObject({ items: page(premiumSubscription) });
export type PremiumSubscriptionListAnswer = z.output<typeof premiumSubscriptionListAnswer>;
