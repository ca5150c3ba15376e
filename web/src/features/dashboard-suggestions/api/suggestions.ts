import type { Suggestion, SuggestionListAnswer } from '@contract/suggestions-answers';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export type { Suggestion };

export const suggestionListKey = ['dashboard', 'suggestions'] as const;

/** GET suggestions: newest first; search by content, author name or e-mail. */
export function listSuggestions(page: number, search: string): Promise<SuggestionListAnswer> {
  return api.get('/suggestions', { query: { page, search: search || undefined } });
}

/** DELETE suggestions/{id}. */
export function useDeleteSuggestion(onDeleted: () => void) {
  const { t } = useTranslation(['dashboard-suggestions', 'dashboard']);
  return useMutation({
    mutationFn: (id: number) => api.delete('/suggestions/:id', { params: { id } }),
    onSuccess: () => {
      notifySuccess(t('dashboard:toast.updated'), t('toast.deleted'));
      onDeleted();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}
