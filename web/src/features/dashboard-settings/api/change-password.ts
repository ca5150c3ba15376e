import type { PasswordChangeData } from '@contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, createApiClient } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

/** The old ID token is refused even on public routes, so the new sign-in goes without it. */
const withoutSession = createApiClient({ getIdToken: () => Promise.resolve(null) });

interface ChangePasswordInput {
  data: PasswordChangeData;
  /** The signed-in admin's CPF, to sign in again with the new password. */
  document: string;
}

/**
 * POST user-details/password (JSON). The API refuses ID tokens issued before a password change,
 * this session's included, so the admin is signed in again at once with the new password.
 */
export function useChangePassword(onChanged: () => void) {
  const { t } = useTranslation(['dashboard-settings', 'dashboard']);
  return useMutation({
    mutationFn: async ({ data, document }: ChangePasswordInput) => {
      await api.post('user-details/password', data);
      const { token } = await withoutSession.post<{ token: string }>('login', { document, password: data.new_password });
      const { signInWithServerToken } = await import('@/lib/firebase');
      await signInWithServerToken(token);
    },
    onSuccess: () => {
      notifySuccess(t('dashboard:toast.infoUpdated'), t('toast.passwordSaved'));
      onChanged();
    },
    onError: (error) => handleApiError(error, t('fillFields')),
  });
}
