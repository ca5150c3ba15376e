import type { RegisterInput } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { holdAuthRedirect, releaseAuthRedirect } from '../stores/auth-redirect-hold';
import { signInAndLoadUser } from './sign-in';

/**
 * Registers and signs in. The shell would send a loaded user away from /register at once, so the
 * redirect is held until the success screen's button is used.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const { token } = await api.post('/register', { body: input });
      holdAuthRedirect();
      return signInAndLoadUser(token, queryClient);
    },
    onError: (error) => {
      releaseAuthRedirect();
      handleApiError(error, t('register.failed'));
    },
  });
}
