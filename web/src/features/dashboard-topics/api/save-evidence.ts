import type { SupplementIndicationsInput, TopicReferencesInput } from '@contract/evidence';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Indication } from '@contract/evidence';
import type { Topic } from '@contract/topics-answers';
import { topicKeys } from '@/api/topics';

interface Scoped {
  /** The supplement whose topics list is refreshed afterwards. */
  supplementSlug: string;
}

/** POST supplement-topics/{id}/references (JSON): the whole list, in reading order. */
export async function saveTopicReferences({ topicId, body }: { topicId: number; body: TopicReferencesInput }): Promise<Topic> {
  const { item } = await api.post('/supplement-topics/:id/references', { params: { id: topicId }, body });
  return item;
}

/** POST supplement-topics/{id}/review: the signed-in admin reviewed the topic now. */
export async function markTopicReviewed({ topicId }: { topicId: number }): Promise<Topic> {
  const { item } = await api.post('/supplement-topics/:id/review', { params: { id: topicId } });
  return item;
}

/** POST supplements/{id}/indications (JSON): the whole list, in display order. */
export async function saveSupplementIndications({ supplementId, body }: { supplementId: number; body: SupplementIndicationsInput }): Promise<Indication[]> {
  const { indications } = await api.post('/supplements/:id/indications', { params: { id: supplementId }, body });
  return indications;
}

function useSaveThenRefresh<V extends Scoped, R>(save: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (_result, { supplementSlug }) => {
      await queryClient.invalidateQueries({ queryKey: topicKeys.ofSupplement(supplementSlug) });
    },
  });
}

export const useSaveTopicReferences = () => useSaveThenRefresh((variables: Scoped & Parameters<typeof saveTopicReferences>[0]) => saveTopicReferences(variables));
export const useMarkTopicReviewed = () => useSaveThenRefresh((variables: Scoped & Parameters<typeof markTopicReviewed>[0]) => markTopicReviewed(variables));
export const useSaveSupplementIndications = () =>
  useSaveThenRefresh((variables: Scoped & Parameters<typeof saveSupplementIndications>[0]) => saveSupplementIndications(variables));
