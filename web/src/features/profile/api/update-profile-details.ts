import type { ProfileUpdateData } from '@contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { adoptRenewedSession, type MaybeRenewedSession } from '@/lib/renewed-session';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import { profileDetailsQueryKey, type ProfileDetailsResponse } from './get-profile-details';

/** POST user-details (signing in with the new session an e-mail change brings); the greeting reads the name from GET user, so that query is refreshed too. */
export function useUpdateProfileDetails({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: async (input: ProfileUpdateData) => {
      const answer = await api.post<ProfileDetailsResponse & MaybeRenewedSession>('user-details', input);
      await adoptRenewedSession(answer);
      return answer;
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(profileDetailsQueryKey, answer.item);
      notifySuccess(t('details.success.title'), t('details.success.text'));
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    onError: (error) => {
      handleApiError(error, t('fallbackError'));
      onError(error);
    },
  });
}
