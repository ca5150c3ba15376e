import type { PasswordChangeData } from '@contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordAndStaySignedIn } from '@/lib/change-password';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

interface ChangePasswordInput {
  data: PasswordChangeData;
  /** The signed-in admin's CPF, to sign in again with the new password. */
  document: string;
}

/** POST user-details/password (JSON); the admin stays signed in with the new password. */
export function useChangePassword(onChanged: () => void) {
  const { t } = useTranslation(['dashboard-settings', 'dashboard']);
  return useMutation({
    mutationFn: ({ data, document }: ChangePasswordInput) => changePasswordAndStaySignedIn(data, document),
    onSuccess: () => {
      notifySuccess(t('dashboard:toast.infoUpdated'), t('toast.passwordSaved'));
      onChanged();
    },
    onError: (error) => handleApiError(error, t('fillFields')),
  });
}
