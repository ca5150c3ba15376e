import type { CurrentUser } from '@contract/auth-answers';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { api } from '@/lib/api-client';
import { useAuthSession } from '@/lib/auth-session';

/** The signed-in user as GET user answers it (the contract's `CurrentUser`). */
export type User = CurrentUser;

/** Spec section 3: id -1 means the user is not loaded. */
export const UNLOADED_USER_ID = -1;

const USER_QUERY = 'user';

export const userQueryKey = (uid: string) => [USER_QUERY, uid] as const;

/** Whether a query is the signed-in user's, whoever is signed in. */
export const isUserQueryKey = (key: readonly unknown[]): boolean => key.length === 2 && key[0] === USER_QUERY;

export async function getUser(): Promise<User> {
  const body = await api.get('/user');
  return body.data.user;
}

export type CurrentUserState =
  | { status: 'unknown'; id: typeof UNLOADED_USER_ID; user: undefined }
  | { status: 'signed-out'; id: typeof UNLOADED_USER_ID; user: undefined }
  | { status: 'error'; id: typeof UNLOADED_USER_ID; user: undefined; error: unknown }
  | { status: 'ready'; id: number; user: User };

/**
 * The signed-in user from GET /user, keyed by the Firebase uid so a new session never sees stale data.
 * A change reaches the caller in a transition (`useDeferredValue`): the query's answer arrives through
 * `useSyncExternalStore`, which renders synchronously, and a user arriving re-renders most of the
 * screen (the header, what premium unlocks), so that render yields to the browser in slices instead.
 */
export function useCurrentUser(): CurrentUserState {
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.uid : '';
  const query = useQuery({ queryKey: userQueryKey(uid), queryFn: getUser, enabled: uid !== '' });
  const signedOut = session.status === 'signed-out';
  const { data, error, isError } = query;
  const state = useMemo((): CurrentUserState => {
    if (signedOut) return { status: 'signed-out', id: UNLOADED_USER_ID, user: undefined };
    if (data) return { status: 'ready', id: data.id, user: data };
    if (isError) return { status: 'error', id: UNLOADED_USER_ID, user: undefined, error };
    return { status: 'unknown', id: UNLOADED_USER_ID, user: undefined };
  }, [signedOut, data, isError, error]);
  return useDeferredValue(state);
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
