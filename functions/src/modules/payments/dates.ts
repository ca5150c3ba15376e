import type { CurrentSubscription } from '../../contract/subscriptions-answers.js';
import type { SubscriptionDoc } from './records.js';
import { isLive } from './state.js';

type Dates = Pick<CurrentSubscription, 'trial_ends_at' | 'renews_at' | 'access_ends_at'>;

/**
 * What the profile says of a subscription, from the state the webhooks last stored: a trial's end,
 * the next renewal, or when access ends. A live subscription set to cancel at the end of its period
 * (or trial) does not renew: its access ends then. An ended one ended when it was canceled.
 */
export function subscriptionDates(record: Pick<SubscriptionDoc, 'status' | 'trial_end' | 'current_period_end' | 'cancel_at_period_end' | 'canceled_at'>): Dates {
  if (!isLive(record.status)) {
    const ended = record.status === 'canceled' || record.status === 'incomplete_expired';
    return { trial_ends_at: null, renews_at: null, access_ends_at: ended ? (record.canceled_at ?? record.current_period_end) : null };
  }
  const trial_ends_at = record.status === 'trialing' ? record.trial_end : null;
  const periodEnd = trial_ends_at ?? record.current_period_end;
  if (record.cancel_at_period_end) return { trial_ends_at, renews_at: null, access_ends_at: periodEnd };
  return { trial_ends_at, renews_at: periodEnd, access_ends_at: null };
}
