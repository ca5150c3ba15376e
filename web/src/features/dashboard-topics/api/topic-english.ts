import type { TopicEnglishData } from '@contract/translation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const englishKey = (topicId: number) => ['dashboard', 'topic-english', topicId] as const;

/** GET supplement-topics/{id}/english: the topic's English and where each field came from. */
export function useTopicEnglish(topicId: number) {
  return useQuery({
    queryKey: englishKey(topicId),
    queryFn: async () => (await api.get('/supplement-topics/:id/english', { params: { id: topicId } })).item,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST supplement-topics/{id}/english: English written by a person (kept by later translation runs). */
export function useSaveTopicEnglish(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: TopicEnglishData) => (await api.post('/supplement-topics/:id/english', { params: { id: topicId }, body: data })).item,
    onSuccess: (item) => queryClient.setQueryData(englishKey(topicId), item),
  });
}
