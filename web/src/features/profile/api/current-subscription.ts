import type { CurrentSubscription } from '@contract/subscriptions-answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { CurrentSubscription };

export const currentSubscriptionKey = ['subscriptions', 'current'] as const;

/** GET subscriptions/current: the caller's subscription with its dates, or null. */
export async function getCurrentSubscription(): Promise<CurrentSubscription | null> {
  return (await api.get('/subscriptions/current')).item;
}

/** The paying reader's subscription dates (asked only for a paying reader). */
export function useCurrentSubscription(enabled: boolean) {
  return useQuery({ queryKey: currentSubscriptionKey, queryFn: getCurrentSubscription, enabled });
}
