import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { forgetPushToken } from '@/lib/push-token';

/** This browser's push token is forgotten (while the session is still valid), GET /logout, then the Firebase session ends, every cached query goes, and the app returns to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      await forgetPushToken();
      try {
        await api.get('logout');
      } catch (error) {
        // The local session must end even when the server call fails.
        console.error('[auth] logout call failed', error);
      }
      const { signOutOfFirebase } = await import('@/lib/firebase');
      await signOutOfFirebase();
    },
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.clear();
    },
    onError: (error) => handleApiError(error, t('user.logoutFailed')),
  });
}
