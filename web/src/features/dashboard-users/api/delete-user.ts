import type { PasswordConfirmationInput } from '@contract/session';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adoptRenewedSession } from '@/lib/renewed-session';
import { deleteUser } from './get-users';

/**
 * Deleting a user asks for the administrator's password (docs/decisions/accounts-and-access.md, "Deleting a user"):
 * POST session/confirm-password signs this browser in again (a session signed in now, which the
 * API requires for the deletion), then DELETE users/{id}. A wrong password comes back as 422 under
 * `password`, and nothing is deleted.
 */
export async function deleteUserWithPassword({ id, password }: { id: number; password: string }) {
  const body: PasswordConfirmationInput = { password };
  await adoptRenewedSession(await api.post('/session/confirm-password', { body }));
  return deleteUser(id);
}

export function useDeleteUserWithPassword(options: { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void }) {
  return useMutation({ mutationFn: deleteUserWithPassword, ...options });
}
