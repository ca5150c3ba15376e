import type { TopicInput } from '@contract/topics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Topic } from '@contract/topics-answers';
import { topicKeys } from '@/api/topics';

export type TopicFormValues = Required<{ [K in keyof TopicInput]: string }>;

interface SaveTopicVariables {
  /** Present when editing. */
  topicId?: number;
  supplementSlug: string;
  values: TopicFormValues;
}

/** POST supplement-topics (create) or POST supplement-topics/{id} (update), multipart as the spec says. */
export async function saveTopic({ topicId, values }: SaveTopicVariables): Promise<Topic> {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) {
    // A new topic has no revision to be based on.
    if (field !== 'revision' || value !== '') body.append(field, value);
  }
  const { item } = await (topicId === undefined ? api.post('/supplement-topics', { body }) : api.post('/supplement-topics/:id', { params: { id: topicId }, body }));
  return item;
}

export function useSaveTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTopic,
    onSuccess: async (topic, { supplementSlug }) => {
      queryClient.removeQueries({ queryKey: topicKeys.detail(topic.slug) });
      await queryClient.invalidateQueries({ queryKey: topicKeys.ofSupplement(supplementSlug) });
    },
  });
}
