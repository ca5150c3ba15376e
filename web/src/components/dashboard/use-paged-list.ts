import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { handleApiError } from '@/lib/handle-api-error';
import { pagedListQuery, type PagedListQueryOptions, type PagedResponse } from './paged-list-query';

type ItemOf<R> = R extends PagedResponse<infer T> ? T : never;

interface PagedListOptions<R> extends PagedListQueryOptions<R> {
  /** The text of the error toast when the server gives no message. */
  errorFallback: string;
  enabled?: boolean;
  /** While an item still changes on the server (a notification being sent), the loaded pages are refetched every 2 s. */
  pollWhile?: (item: ItemOf<R>) => boolean;
}

const POLL_MS = 2000;

/**
 * A searchable paginated list (spec section 4, `pagedListQuery`): 'Ver mais' appends the next page,
 * and `reset` reloads from page 1 after a change.
 */
export function usePagedList<R extends PagedResponse<unknown>>({ queryKey, search, fetchPage, errorFallback, enabled = true, pollWhile }: PagedListOptions<R>) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    ...pagedListQuery({ queryKey, search, fetchPage }),
    enabled,
    refetchInterval: pollWhile
      ? (current) => (current.state.data?.pages.some((page) => (page.items.data as ItemOf<R>[]).some(pollWhile)) ? POLL_MS : false)
      : undefined,
  });
  const { error, fetchNextPage } = query;

  useEffect(() => {
    if (error) handleApiError(error, errorFallback);
  }, [error, errorFallback]);

  // 'Ver mais' scrolls to the new items itself (components/load-more-button.tsx).
  const loadMore = useCallback(() => fetchNextPage(), [fetchNextPage]);

  const reset = useCallback(() => queryClient.resetQueries({ queryKey }), [queryClient, queryKey]);

  const items = (query.data?.pages.flatMap((page) => page.items.data) ?? []) as ItemOf<R>[];
  return {
    items,
    firstPage: query.data?.pages[0],
    loading: enabled && query.isPending,
    failed: query.isError && !query.data,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore,
    reset,
  };
}
