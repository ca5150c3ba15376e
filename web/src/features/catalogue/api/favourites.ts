import type { FavoritesAnswer } from '@contract/favorites-answers';
import type { FavoriteToggleInput } from '@contract/favorites';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pages';
import { logUnexpected } from '@/lib/log-unexpected';

const favouriteKey = (supplementId: number) => ['favorites', 'supplement', supplementId] as const;
const FAVOURITES_LIST_KEY = ['favorites', 'list'] as const;

export async function getFavouriteStatus(supplementId: number): Promise<boolean> {
  return (await api.get('/favorites/supplement/:id', { params: { id: supplementId } })).favorited;
}

export async function toggleFavourite(supplementId: number): Promise<boolean> {
  const body: FavoriteToggleInput = { supplement_id: supplementId };
  return (await api.post('/favorites', { body })).favorited;
}

export async function getFavourites(page: number): Promise<FavoritesAnswer['data']> {
  return (await api.get('/favorites', { query: { page } })).data;
}

/** Whether the signed-in user has favourited a supplement (the icon's loading state while pending). */
export function useFavouriteStatus(supplementId: number, enabled = true) {
  return useQuery({ queryKey: favouriteKey(supplementId), queryFn: () => getFavouriteStatus(supplementId), enabled });
}

/**
 * Spec section 4: the icon flips at once and the server is told; a failure puts it back, silently
 * (spec section 8: favourite calls fail without a message).
 */
export function useToggleFavourite(supplementId: number) {
  const queryClient = useQueryClient();
  const key = favouriteKey(supplementId);
  return useMutation({
    mutationFn: () => toggleFavourite(supplementId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData<boolean>(key, (current) => !current);
      return { previous };
    },
    onError: (error, _variables, context) => {
      logUnexpected('favourites', 'toggle failed', error);
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: (favorited) => {
      queryClient.setQueryData(key, favorited);
    },
    onSettled: () => {
      // Refetched next time the list is shown, not now: a card vanishing under the pointer is worse.
      void queryClient.invalidateQueries({ queryKey: FAVOURITES_LIST_KEY, refetchType: 'none' });
    },
  });
}

/** The user's favourite supplements, newest first, page by page ("Ver mais"). */
export function useFavourites() {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...FAVOURITES_LIST_KEY, i18n.resolvedLanguage],
    queryFn: ({ pageParam }) => getFavourites(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
