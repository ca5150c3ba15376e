import type { PasswordChangeData } from '@contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api, createApiClient } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

/** The old ID token is refused even on public routes, so the new sign-in goes without it. */
const withoutSession = createApiClient({ getIdToken: () => Promise.resolve(null) });

/**
 * POST user-details/password, then signs this browser in again with the new password. A password
 * change ends every session of the account (Firebase Auth revokes its refresh tokens and the API
 * refuses ID tokens issued before it), and the person who changed it expects to stay signed in.
 * `document` is the signed-in user's CPF. A wrong current password comes back as 422 under `password`.
 */
export async function changePasswordAndStaySignedIn(data: PasswordChangeData, document: string): Promise<void> {
  await api.post('/user-details/password', { body: data });
  const { token } = await withoutSession.post('/login', { body: { document, password: data.new_password } });
  const { signInWithServerToken } = await import('@/lib/firebase');
  await signInWithServerToken(token);
}

interface ChangePasswordOptions {
  /** The signed-in user's CPF, to sign in again with the new password. */
  document: string;
  /** The success toast (spec section 8), in the screen's words. */
  toast: { title: string; text: string };
  /** The error toast's text when the server gives none. */
  errorFallback: string;
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

/** The password change of the profile page and of the dashboard's settings. */
export function useChangePassword({ document, toast, errorFallback, onSuccess, onError }: ChangePasswordOptions) {
  return useMutation({
    mutationFn: (data: PasswordChangeData) => changePasswordAndStaySignedIn(data, document),
    onSuccess: () => {
      notifySuccess(toast.title, toast.text);
      onSuccess?.();
    },
    onError: (error) => {
      handleApiError(error, errorFallback);
      onError?.(error);
    },
  });
}
