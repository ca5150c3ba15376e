import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SupplementTopics } from '@/types/catalogue';
import { topicKeys } from './topic-keys';

/** GET supplement-topics/supplement/slug/{slug}: the supplement and its topics by order. */
export function getSupplementTopics(supplementSlug: string): Promise<SupplementTopics> {
  return api.get<SupplementTopics>(`supplement-topics/supplement/slug/${encodeURIComponent(supplementSlug)}`);
}

export function useSupplementTopics(supplementSlug: string) {
  return useQuery({ queryKey: topicKeys.list(supplementSlug), queryFn: () => getSupplementTopics(supplementSlug) });
}
