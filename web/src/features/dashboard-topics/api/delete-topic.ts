import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { topicKeys } from '@/api/topics';

interface DeleteTopicVariables {
  topicId: number;
  supplementSlug: string;
}

/** DELETE supplement-topics/{id}. */
export async function deleteTopic({ topicId }: DeleteTopicVariables): Promise<void> {
  await api.delete('/supplement-topics/:id', { params: { id: topicId } });
}

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSuccess: (_answer, { supplementSlug }) => queryClient.invalidateQueries({ queryKey: topicKeys.ofSupplement(supplementSlug) }),
  });
}
