import type { PlanItem } from '@contract/subscriptions-answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

export type Plan = PlanItem;


export async function getPlans(): Promise<Plan[]> {
  return (await api.get('/plans')).items;
}

/** The premium modal's plans (GET plans); names follow the UI language, prices are fixed in BRL. */
export function usePlans() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['plans', i18n.resolvedLanguage], queryFn: getPlans, staleTime: 10 * 60_000 });
}
