import type { PremiumSubscription, PremiumSubscriptionListAnswer } from '@contract/subscriptions-answers';
import { api } from '@/lib/api-client';

export type { PremiumSubscription };

export const subscriptionListKey = ['dashboard', 'subscriptions'] as const;

/** GET subscriptions-premium: premium subscriptions by page and search. */
export function listSubscriptions(page: number, search: string): Promise<PremiumSubscriptionListAnswer> {
  return api.get('/subscriptions-premium', { query: { page, search: search || undefined } });
}

/** The plan's name; the API names a cancelled subscription's plan 'Cancelado' itself, an empty one is shown as cancelled too. */
export function planName(plan: PremiumSubscription['user']['plan']): string | null {
  return plan || null;
}
