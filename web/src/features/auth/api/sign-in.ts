import type { QueryClient } from '@tanstack/react-query';
import { clearOfflineReading } from '@/lib/offline-cache';
import { getUser, userQueryKey, type User } from './get-user';

/**
 * Login and register answer a Firebase custom token: sign in with it, then load the user afresh.
 * A new session starts with no answer saved for reading offline by an earlier one: logging out
 * empties them, but not an answer that arrived after it when the server was too slow to wait for.
 */
export async function signInAndLoadUser(token: string, queryClient: QueryClient): Promise<User> {
  await clearOfflineReading();
  const { signInWithServerToken } = await import('@/lib/firebase');
  const uid = await signInWithServerToken(token);
  return queryClient.fetchQuery({ queryKey: userQueryKey(uid), queryFn: getUser, staleTime: 0 });
}
