import type { StripeSubscriptionStatus } from './stripe-gateway.js';

/** Payment collections besides `subscriptions` (COLLECTIONS.subscriptions). */
export const PAYMENT_COLLECTIONS = {
  /** stripe_events/{eventId}: written in the transaction that applied the event, so a redelivery is a no-op. */
  events: 'stripe_events',
  /** trials/{HMAC of the CPF}: a CPF that had the free trial once never gets another (repository.ts trialMarkerId). */
  trials: 'trials',
} as const;

/** subscriptions/{stripeSubscriptionId} */
export interface SubscriptionDoc {
  [key: string]: unknown;
  id: string;
  user_uid: string;
  customer: string;
  plan_id: string | null;
  price_id: string | null;
  status: StripeSubscriptionStatus;
  trial_end: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  /** Unix seconds of the newest event (or API answer) applied: anything older is ignored. */
  last_event_created: number;
  /** Invoices paid with a non-zero amount (the trial's zero invoice is not counted). */
  paid_invoices: number;
  last_payment_failed_at: string | null;
  /** The subscriber's name and e-mail, for the dashboard search; refreshed on every change. */
  keywords: string[];
  created_at: string;
  updated_at: string;
}

/** The payment fields of users/{uid}, next to premium, plan_id and subscription_status. */
export interface UserPaymentFields {
  stripe_customer_id?: string | null;
  /** The subscription that drives premium (the newest one started). */
  subscription_id?: string | null;
  /** Set while a subscription is being started, so a double click cannot start two. */
  subscription_lock_until?: string | null;
}

/** Nothing about the person: the marker outlives an account's erasure (docs/decisions/accounts-and-access.md). */
export interface TrialDoc {
  [key: string]: unknown;
  created_at: string;
}

export interface StripeEventDoc {
  [key: string]: unknown;
  type: string;
  created: number;
  outcome: 'applied' | 'stale' | 'unknown_subscription';
  subscription_id: string | null;
  processed_at: string;
}
