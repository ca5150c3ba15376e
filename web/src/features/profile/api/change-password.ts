import type { PasswordChangeData } from '@contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

interface ChangePasswordOptions {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** POST user-details/password; a wrong current password comes back as 422 under `password`. */
export function useChangePassword({ onSuccess, onError }: ChangePasswordOptions) {
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: (input: PasswordChangeData) => api.post('user-details/password', input),
    onSuccess: () => {
      notifySuccess(t('password.success.title'), t('password.success.text'));
      onSuccess();
    },
    onError: (error) => {
      handleApiError(error, t('fallbackError'));
      onError(error);
    },
  });
}
