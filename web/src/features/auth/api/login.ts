import type { LoginInput } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { signInAndLoadUser } from './sign-in';

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const { token } = await api.post('/login', { body: input });
      return signInAndLoadUser(token, queryClient);
    },
    onSuccess: () => navigate('/app'),
    onError: (error) => handleApiError(error, t('login.failed')),
  });
}
