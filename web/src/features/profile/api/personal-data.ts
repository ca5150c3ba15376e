import type { AccountDeletionInput } from '@contract/privacy';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { saveJsonFile } from '@/lib/download';
import { handleApiError } from '@/lib/handle-api-error';
import { forgetPushTokenLocally } from '@/lib/push-token';
import { notifySuccess } from '@/lib/toaster';

/** GET user-details/export, saved by the browser as `nutrindex-meus-dados.json`. */
export function useDownloadPersonalData() {
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: async () => {
      saveJsonFile(await api.get('/user-details/export'), 'nutrindex-meus-dados.json');
    },
    onError: (error) => handleApiError(error, t('privacy.downloadFailed')),
  });
}

/**
 * POST user-details/delete with the password; on success the (already deleted) session ends here
 * and the app returns to the login page with the confirmation (the shell forgets the session's answers).
 */
export function useDeleteAccount({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: AccountDeletionInput) => {
      const answer = await api.post('/user-details/delete', { body: input });
      forgetPushTokenLocally();
      const { signOutOfFirebase } = await import('@/lib/firebase');
      await signOutOfFirebase();
      return answer;
    },
    onSuccess: async (answer) => {
      await navigate('/', { replace: true });
      notifySuccess(t('privacy.deleted'), answer.message);
    },
    onError: (error) => {
      handleApiError(error, t('privacy.deleteFailed'));
      onError(error);
    },
  });
}
