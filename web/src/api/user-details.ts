import type { ProfileUpdateData } from '@contract/accounts';
import type { ProfileDetails, ProfileSavedAnswer } from '@contract/accounts-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { adoptRenewedSession } from '@/lib/renewed-session';
import { notifySuccess } from '@/lib/toaster';

/** The caller's own details (the profile page and the dashboard's settings read the same copy). */
export const userDetailsKey = ['user-details'] as const;

/** GET user-details: the caller's own name, e-mail, photo and phone. */
export async function getUserDetails(): Promise<ProfileDetails> {
  return (await api.get('/user-details')).item;
}

/** POST user-details, then signs in with the new session an e-mail change brings (Firebase Auth ended the earlier ones). */
export async function saveUserDetails(data: ProfileUpdateData): Promise<ProfileSavedAnswer> {
  const answer = await api.post('/user-details', { body: data });
  await adoptRenewedSession(answer);
  return answer;
}

/** Always fresh: the form must start from what is stored now. */
export function useUserDetails() {
  return useQuery({ queryKey: userDetailsKey, queryFn: getUserDetails, staleTime: 0 });
}

interface SaveUserDetailsOptions {
  /** The success toast (spec section 8), in the screen's words. */
  toast: { title: string; text: string };
  /** The error toast's text when the server gives none. */
  errorFallback: string;
  onError?: (error: unknown) => void;
}

/** Saves the details; GET user is fetched again, since the greeting and the top bar show the name. */
export function useSaveUserDetails({ toast, errorFallback, onError }: SaveUserDetailsOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserDetails,
    onSuccess: async ({ item }) => {
      queryClient.setQueryData(userDetailsKey, item);
      notifySuccess(toast.title, toast.text);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    onError: (error) => {
      handleApiError(error, errorFallback);
      onError?.(error);
    },
  });
}
