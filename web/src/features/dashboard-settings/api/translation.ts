import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { notifySuccess } from '@/lib/toaster';
import { logUnexpected } from '@/lib/log-unexpected';

const translationStatusKey = ['dashboard', 'translation-status'] as const;

/** While a run is under way the statuses refresh this often. */
export const TRANSLATION_REFRESH_MS = 2000;

/** GET settings/translate: the six status texts, refreshed while a run is under way. */
export function useTranslationStatus() {
  return useQuery({
    queryKey: translationStatusKey,
    queryFn: () => api.get('/settings/translate'),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? TRANSLATION_REFRESH_MS : false),
  });
}

/**
 * POST settings/translate: the §8 toast when a run starts. Its failure is not toasted (§8 lists the
 * translation start among the silent failures): the block shows the server's message instead.
 */
export function useStartTranslation() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('dashboard-settings');
  return useMutation({
    mutationFn: () => api.post('/settings/translate'),
    onSuccess: async ({ started }) => {
      if (started) notifySuccess(t('translation.startedTitle'), t('translation.startedText'));
      else notifySuccess(t('translation.alreadyRunning'));
      await queryClient.invalidateQueries({ queryKey: translationStatusKey });
    },
    onError: (error) => {
      logUnexpected('translation', 'could not start the translation', error);
    },
  });
}
