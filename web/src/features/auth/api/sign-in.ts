import type { QueryClient } from '@tanstack/react-query';
import { getUser, userQueryKey, type User } from './get-user';

/** Login and register answer a Firebase custom token: sign in with it, then load the user afresh. */
export async function signInAndLoadUser(token: string, queryClient: QueryClient): Promise<User> {
  const { signInWithServerToken } = await import('@/lib/firebase');
  const uid = await signInWithServerToken(token);
  return queryClient.fetchQuery({ queryKey: userQueryKey(uid), queryFn: getUser, staleTime: 0 });
}
