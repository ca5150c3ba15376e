import type { InboxAnswer, InboxItem } from '@contract/notifications-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logUnexpected } from '@/lib/log-unexpected';

export type { InboxItem };


export const inboxKey = ['inbox'] as const;

/** GET inbox: the newest notifications and the unread count, refreshed every minute and on focus. */
export function useInbox(enabled: boolean) {
  return useQuery({
    queryKey: inboxKey,
    queryFn: () => api.get('/inbox'),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** POST inbox/{id}/read: the item shows read at once; a failure is only logged (the next refresh corrects it). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/inbox/:id/read', { params: { id } }),
    onMutate: (id) => {
      queryClient.setQueryData<InboxAnswer>(inboxKey, (current) => {
        if (!current) return current;
        const target = current.items.data.find((item) => item.id === id);
        if (!target || target.read) return current;
        return {
          unread: Math.max(0, current.unread - 1),
          items: { ...current.items, data: current.items.data.map((item) => (item.id === id ? { ...item, read: true } : item)) },
        };
      });
    },
    onError: (error) => logUnexpected('inbox', 'could not mark read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
