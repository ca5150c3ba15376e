import type { GlobalSettings } from '@contract/accounts-answers';
import type { GlobalSettingsData } from '@contract/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export type { GlobalSettings };

const globalSettingsKey = ['dashboard', 'global-settings'] as const;

/** GET global-settings: what every user receives as `settings`. */
export function useGlobalSettings() {
  return useQuery({
    queryKey: globalSettingsKey,
    queryFn: async () => (await api.get('/global-settings')).item,
    staleTime: 0,
  });
}

/** POST global-settings (multipart); the admin's own `settings` (topic alignment) follow. */
export function useSaveGlobalSettings() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['dashboard-settings', 'dashboard']);
  return useMutation({
    mutationFn: (data: GlobalSettingsData) => {
      const body = new FormData();
      for (const [field, value] of Object.entries(data)) body.append(field, String(value));
      return api.post('/global-settings', { body });
    },
    onSuccess: async ({ item }) => {
      queryClient.setQueryData(globalSettingsKey, item);
      notifySuccess(t('dashboard:toast.infoUpdated'), t('toast.settingsSaved'));
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    onError: (error) => handleApiError(error, t('fillFields')),
  });
}
