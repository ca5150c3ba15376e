import type { RecentViewInput } from '@contract/recently-viewed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import type { RecentSupplement } from '@contract/recently-viewed-answers';
import { logUnexpected } from '@/lib/log-unexpected';

export const RECENTLY_VIEWED_KEY = ['recently-viewed'] as const;


export async function getRecentlyViewed(): Promise<RecentSupplement[]> {
  return (await api.get('/recently-viewed')).items;
}

export async function recordView(supplementId: number): Promise<void> {
  const body: RecentViewInput = { supplement_id: supplementId };
  await api.post('/recently-viewed', { body });
}

/** The signed-in user's last opened supplements, newest first (kept on the server, so they follow the user). */
export function useRecentlyViewed() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...RECENTLY_VIEWED_KEY, i18n.resolvedLanguage], queryFn: getRecentlyViewed });
}

/**
 * Records a view, then fetches the list again: the home page shows it at once, and the copy the
 * service worker saves for reading offline is current. A failure only loses one entry of the list,
 * so it is logged and not shown.
 */
export function useRecordView() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: recordView,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: RECENTLY_VIEWED_KEY, refetchType: 'none' });
      await queryClient.prefetchQuery({ queryKey: [...RECENTLY_VIEWED_KEY, i18n.resolvedLanguage], queryFn: getRecentlyViewed });
    },
    onError: (error) => logUnexpected('recently-viewed', 'could not record the view', error),
  });
}
