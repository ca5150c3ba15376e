import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { clearOfflineReading } from '@/lib/offline-cache';
import { forgetPushToken } from '@/lib/push-token';
import { logUnexpected } from '@/lib/log-unexpected';

/** This browser's push token is forgotten (while the session is still valid), GET /logout, then the Firebase session ends, every cached query and the offline copies go, and the app returns to /. */
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
        logUnexpected('auth', 'logout call failed', error);
      }
      const { signOutOfFirebase } = await import('@/lib/firebase');
      await signOutOfFirebase();
      // What was saved for reading offline (paid content among it) does not outlive the session.
      await clearOfflineReading().catch((error: unknown) => console.error('[offline] could not empty the saved content', error));
    },
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.clear();
    },
    onError: (error) => handleApiError(error, t('user.logoutFailed')),
  });
}
