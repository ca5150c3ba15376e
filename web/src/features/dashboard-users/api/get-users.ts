import type { Page } from '@contract/list';
import { api } from '@/lib/api-client';

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
