import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SupplementHeader, Topic } from '@/types/catalogue';
import { topicKeys } from './topic-keys';

export type TopicWithSupplement = Topic & { supplement: SupplementHeader };

/** GET supplement-topics/slug/{slug}: one topic with its supplement (admins read paid ones too). */
export async function getTopic(topicSlug: string): Promise<TopicWithSupplement> {
  const { item } = await api.get<{ item: TopicWithSupplement }>(`supplement-topics/slug/${encodeURIComponent(topicSlug)}`);
  return item;
}

export function useTopic(topicSlug: string) {
  // Always fresh: the form must start from what is stored now, not from a minute-old copy.
  return useQuery({ queryKey: topicKeys.detail(topicSlug), queryFn: () => getTopic(topicSlug), staleTime: 0, gcTime: 0 });
}
