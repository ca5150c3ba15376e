import type { UserListAnswer, UserRow } from '@contract/accounts-answers';
import type { MessageAnswer } from '@contract/answer-shapes';
import { api } from '@/lib/api-client';
import { saveJsonFile } from '@/lib/download';

export type { UserRow };

export const userListKey = ['dashboard', 'users'] as const;

/** GET users: every account, newest first; search by name, e-mail or CPF. */
export function listUsers(page: number, search: string): Promise<UserListAnswer> {
  return api.get('/users', { query: { page, search: search || undefined } });
}

/** GET users/{id}/export: the user's data (LGPD request), saved as `nutrindex-dados-{id}.json`. */
export async function downloadUserData(id: number): Promise<void> {
  saveJsonFile(await api.get('/users/:id/export', { params: { id } }), `nutrindex-dados-${id}.json`);
}

/** DELETE users/{id}: erases the account on the user's request. */
export function deleteUser(id: number): Promise<MessageAnswer> {
  return api.delete('/users/:id', { params: { id } });
}
