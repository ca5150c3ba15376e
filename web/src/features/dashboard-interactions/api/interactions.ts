import type { CheckItemKind, InteractionData, InteractionSeverity } from '@contract/interactions';
import type { InteractionListAnswer, InteractionOption } from '@contract/interactions-answers';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFreshItem, useSaveItem } from '@/components/dashboard/editor-kit';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export const interactionKeys = {
  list: (severity: InteractionSeverity | '') => ['dashboard', 'interactions', severity] as const,
  all: ['dashboard', 'interactions'] as const,
  item: (id: number) => ['dashboard', 'interactions', 'item', id] as const,
  options: (kinds: readonly CheckItemKind[]) => ['dashboard', 'interaction-options', kinds.join(',')] as const,
};

/** GET interactions: by page, search (either side's name) and severity. */
export const listInteractions = (severity: InteractionSeverity | '') => (page: number, search: string): Promise<InteractionListAnswer> =>
  api.get('/interactions', { query: { page, search: search || undefined, severity: severity || undefined } });

/** GET interactions/options: the catalogue's supplements and forms, drugs, classes and conditions matching a term. */
export async function interactionOptions(search: string, kinds: readonly CheckItemKind[]): Promise<InteractionOption[]> {
  return (await api.get('/interactions/options', { query: { search, kinds: kinds.join(',') } })).items;
}

/** GET interactions/{id}: the interaction as the editor starts from it, loaded afresh each time the page opens; a failure shows the shared error toast. */
export function useInteraction(id: number | null) {
  return useFreshItem(interactionKeys.item(id ?? 0), async (interactionId) => (await api.get('/interactions/:id', { params: { id: interactionId } })).item, id);
}

/** POST interactions or POST interactions/{id} (JSON, with the revision it was based on). */
export function useSaveInteraction() {
  return useSaveItem(({ id, data }: { id?: number; data: InteractionData }) =>
    id ? api.post('/interactions/:id', { params: { id }, body: data }) : api.post('/interactions', { body: data }),
  );
}

/** POST interactions/{id}/review: the signed-in admin reviewed the interaction now (a save does not). */
export function useMarkInteractionReviewed(onReviewed: () => void) {
  const { t } = useTranslation('dashboard');
  return useMutation({
    mutationFn: (id: number) => api.post('/interactions/:id/review', { params: { id } }),
    onSuccess: (answer) => {
      notifySuccess(t('toast.updated'), answer.message);
      onReviewed();
    },
    onError: (error) => handleApiError(error, t('failed')),
  });
}

/** DELETE interactions/{id}: to the trash. */
export function useDeleteInteraction(onDeleted: () => void) {
  const { t } = useTranslation('dashboard');
  return useMutation({
    mutationFn: (id: number) => api.delete('/interactions/:id', { params: { id } }),
    onSuccess: (answer) => {
      notifySuccess(t('toast.updated'), answer.message);
      onDeleted();
    },
    onError: (error) => handleApiError(error, t('failed')),
  });
}
