import type { PasswordChangeData } from '@contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordAndStaySignedIn } from '@/lib/change-password';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

interface ChangePasswordOptions {
  /** The signed-in user's CPF, to sign in again with the new password. */
  document: string;
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * POST user-details/password; a wrong current password comes back as 422 under `password`. The user
 * stays signed in with the new password (every other session of the account ends).
 */
export function useChangePassword({ document, onSuccess, onError }: ChangePasswordOptions) {
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: (input: PasswordChangeData) => changePasswordAndStaySignedIn(input, document),
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
