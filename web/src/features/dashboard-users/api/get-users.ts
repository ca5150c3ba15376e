import type { Page } from '@contract/list';
import { api } from '@/lib/api-client';
import { saveJsonFile } from '@/lib/download';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  document: string;
  image: string | null;
  premium: number;
  plan: { name: string } | null;
  created_at: string;
  detail: { phone: string; education: { name: string } | null; receive_notifications: boolean | number };
}

export const userListKey = ['dashboard', 'users'] as const;

/** GET users: every account, newest first; search by name, e-mail or CPF. */
export function listUsers(page: number, search: string): Promise<{ items: Page<UserRow> }> {
  return api.get('users', { page, search: search || undefined });
}

/** GET users/{id}/export: the user's data (LGPD request), saved as `nutrindex-dados-{id}.json`. */
export async function downloadUserData(id: number): Promise<void> {
  saveJsonFile(await api.get<unknown>(`users/${id}/export`), `nutrindex-dados-${id}.json`);
}

/** DELETE users/{id}: erases the account on the user's request. */
export function deleteUser(id: number): Promise<{ message: string }> {
  return api.delete(`users/${id}`);
}
