import type { ProfileUpdateData } from '@contract/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { adoptRenewedSession, type MaybeRenewedSession } from '@/lib/renewed-session';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export interface UserDetails {
  name: string;
  email: string;
  image: string | null;
  detail: { phone: string };
}

const userDetailsKey = ['dashboard', 'user-details'] as const;

/** GET user-details: the signed-in admin's name, e-mail and phone. */
export function useUserDetails() {
  return useQuery({
    queryKey: userDetailsKey,
    queryFn: async () => (await api.get<{ item: UserDetails }>('user-details')).item,
    staleTime: 0,
  });
}

/** POST user-details (multipart name, email, phone); the top bar's name follows. */
export function useSaveUserDetails() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['dashboard-settings', 'dashboard']);
  return useMutation({
    mutationFn: async (data: ProfileUpdateData) => {
      const body = new FormData();
      body.append('name', data.name);
      body.append('email', data.email);
      body.append('phone', data.phone);
      const answer = await api.post<{ item: UserDetails } & MaybeRenewedSession>('user-details', body);
      await adoptRenewedSession(answer);
      return answer;
    },
    onSuccess: async ({ item }) => {
      queryClient.setQueryData(userDetailsKey, item);
      notifySuccess(t('dashboard:toast.infoUpdated'), t('toast.profileSaved'));
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    onError: (error) => handleApiError(error, t('fillFields')),
  });
}
