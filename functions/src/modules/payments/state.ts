import type { SubscriptionStatus, UserDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import type { Patch } from '../../store/port.js';
import type { StripeEventDoc, SubscriptionDoc, TrialDoc, UserPaymentFields } from './records.js';
import type { StripeSubscriptionStatus, SubscriptionSnapshot } from './stripe-gateway.js';

/**
 * Pure decisions about a subscription change (an API answer or a webhook event): whether it is
 * newer than what is stored, and what the record, the account and the trial marker become.
 */

/** Premium while trialing or active (spec: the paid content needs an active plan). */
export const isLive = (status: StripeSubscriptionStatus): boolean => status === 'trialing' || status === 'active';

const TERMINAL = new Set(['canceled', 'incomplete_expired']);

/** Later in a subscription's life ranks higher: breaks ties between events of the same second. */
const RANK: Record<string, number> = { incomplete: 0, trialing: 1, active: 2, past_due: 3, unpaid: 3, paused: 3, canceled: 4, incomplete_expired: 4 };
const rankOf = (status: string): number => RANK[status] ?? 0;

/**
 * Whether a state observed at `created` (unix seconds) may replace the stored one. Older is
 * ignored; the same second goes to the later status; an ended subscription never comes back
 * (Stripe cannot revive a canceled subscription, so such a state is a late delivery).
 */
export function supersedes(stored: Pick<SubscriptionDoc, 'status' | 'last_event_created'> | null, incoming: { status: string; created: number }): boolean {
  if (!stored) return true;
  if (TERMINAL.has(stored.status) && !TERMINAL.has(incoming.status)) return false;
  if (incoming.created !== stored.last_event_created) return incoming.created > stored.last_event_created;
  return rankOf(incoming.status) >= rankOf(stored.status);
}

/** The account's `subscription_status` (banner audiences); null leaves it as it is. */
export function accountStatusOf(status: StripeSubscriptionStatus): SubscriptionStatus | null {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    case 'paused':
      return 'expired';
    default:
      return null;
  }
}

const isoOf = (seconds: number | null): string | null => (seconds === null ? null : new Date(seconds * 1000).toISOString());

export interface SubscriptionChange {
  snapshot: SubscriptionSnapshot;
  /** Unix seconds the state was observed at: the event's `created`, or Stripe's own time for an API answer. */
  created: number;
  /** Present for webhook events: recorded so a redelivery has no second effect. */
  event?: { id: string; type: string };
  invoice?: { outcome: 'paid' | 'failed'; amount_paid: number };
  planId: string | null;
  now: Date;
}

export interface CurrentState {
  eventSeen: boolean;
  record: SubscriptionDoc | null;
  user: (UserDoc & UserPaymentFields) | null;
  trial: TrialDoc | null;
}

export interface PlannedWrites {
  outcome: 'duplicate' | StripeEventDoc['outcome'];
  record?: SubscriptionDoc;
  recordPatch?: Patch;
  user?: Patch;
  trial?: TrialDoc;
  event?: StripeEventDoc;
}

/** The account follows its current subscription, or a live one that replaces a lapsed one. */
function drivesAccount(user: UserPaymentFields & Pick<UserDoc, 'subscription_status'>, snapshot: SubscriptionSnapshot): boolean {
  if (!user.subscription_id || user.subscription_id === snapshot.id) return true;
  return isLive(snapshot.status) && !(user.subscription_status === 'trialing' || user.subscription_status === 'active');
}

function accountPatch(snapshot: SubscriptionSnapshot, planId: string | null, now: string): Patch {
  const live = isLive(snapshot.status);
  const status = accountStatusOf(snapshot.status);
  return {
    premium: live ? 1 : 0,
    plan_id: live ? planId : null,
    ...(status ? { subscription_status: status } : {}),
    subscription_id: snapshot.id,
    updated_at: now,
  };
}

function invoicePatch(change: SubscriptionChange): Patch {
  if (change.invoice?.outcome === 'failed') return { last_payment_failed_at: change.now.toISOString() };
  return {};
}

/** Decides every write of one change, from the documents read in its transaction. */
export function planSubscriptionWrites(current: CurrentState, change: SubscriptionChange): PlannedWrites {
  if (current.eventSeen) return { outcome: 'duplicate' };
  const { snapshot } = change;
  const now = change.now.toISOString();
  const event: StripeEventDoc | undefined = change.event
    ? { type: change.event.type, created: change.created, outcome: 'applied', subscription_id: snapshot.id, processed_at: now }
    : undefined;
  if (!current.user) return { outcome: 'unknown_subscription', ...(event ? { event: { ...event, outcome: 'unknown_subscription' } } : {}) };

  const user = current.user;
  const paid = change.invoice?.outcome === 'paid' && change.invoice.amount_paid > 0 ? 1 : 0;
  const paidInvoices = (current.record?.paid_invoices ?? 0) + paid;
  if (!supersedes(current.record, { status: snapshot.status, created: change.created })) {
    const recordPatch = current.record ? { ...invoicePatch(change), ...(paid ? { paid_invoices: paidInvoices } : {}), updated_at: now } : undefined;
    return { outcome: 'stale', ...(recordPatch ? { recordPatch } : {}), ...(event ? { event: { ...event, outcome: 'stale' } } : {}) };
  }

  const record: SubscriptionDoc = {
    id: snapshot.id,
    user_uid: user.uid,
    customer: snapshot.customer,
    plan_id: change.planId ?? current.record?.plan_id ?? null,
    price_id: snapshot.price_id,
    status: snapshot.status,
    trial_end: isoOf(snapshot.trial_end),
    current_period_end: isoOf(snapshot.current_period_end),
    cancel_at_period_end: snapshot.cancel_at_period_end,
    canceled_at: isoOf(snapshot.canceled_at),
    last_event_created: change.created,
    paid_invoices: paidInvoices,
    last_payment_failed_at: current.record?.last_payment_failed_at ?? null,
    keywords: buildKeywords(user.name, user.email),
    created_at: current.record?.created_at ?? isoOf(snapshot.created) ?? now,
    updated_at: now,
    ...invoicePatch(change),
  };
  const trial = snapshot.trial_end !== null && !current.trial ? { created_at: now } : undefined;
  return {
    outcome: 'applied',
    record,
    ...(drivesAccount(user, snapshot) ? { user: accountPatch(snapshot, record.plan_id, now) } : {}),
    ...(trial ? { trial } : {}),
    ...(event ? { event } : {}),
  };
}
