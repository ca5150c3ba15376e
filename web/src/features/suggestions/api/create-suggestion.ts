import type { SuggestionCreateData } from '@contract/suggestions';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

/** POST suggestions `{ content }`; the toast thanks the user, a failure goes through the shared handler. */
export function useCreateSuggestion({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('suggestions');
  return useMutation({
    mutationFn: (input: SuggestionCreateData) => api.post('/suggestions', { body: input }),
    onSuccess: () => {
      notifySuccess(t('success.title'), t('success.text'));
      onSuccess();
    },
    onError: (error) => handleApiError(error, t('failed')),
  });
}
