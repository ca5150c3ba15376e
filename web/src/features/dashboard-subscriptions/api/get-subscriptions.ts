import type { Page } from '@contract/list';
import { api } from '@/lib/api-client';

export interface PremiumSubscription {
  id: number | string;
  created_at: string;
  user: { name: string; email: string; created_at: string; plan: string | { name: string } | null; detail: { phone: string } };
}

export const subscriptionListKey = ['dashboard', 'subscriptions'] as const;

/** GET subscriptions-premium: premium subscriptions by page and search. */
export function listSubscriptions(page: number, search: string): Promise<{ items: Page<PremiumSubscription> }> {
  return api.get('subscriptions-premium', { page, search: search || undefined });
}

/** The plan's name; none means the subscription was cancelled (spec section 3). */
export function planName(plan: PremiumSubscription['user']['plan']): string | null {
  if (!plan) return null;
  return typeof plan === 'string' ? plan : plan.name;
}
