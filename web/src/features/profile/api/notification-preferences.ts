import type { NotificationPreferenceData } from '@contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

/** POST user-details/notifications: notifications on or off for every device and the in-app inbox, or the favourite monographs' revision notices; one choice per call. */
export function useSaveNotificationPreference() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: (body: NotificationPreferenceData) => api.post('/user-details/notifications', { body }),
    onSuccess: async () => {
      notifySuccess(t('details.success.title'), t('details.success.text'));
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    onError: (error) => handleApiError(error, t('fallbackError')),
  });
}
