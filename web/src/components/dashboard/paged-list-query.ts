import type { Page } from '@contract/list';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/pages';

export interface PagedResponse<T> {
  items: Page<T>;
}

export interface PagedListQueryOptions<R> {
  /** The list's key without the search term (also what `usePagedList`'s `reset` resets). */
  queryKey: QueryKey;
  search: string;
  fetchPage: (page: number, search: string) => Promise<R>;
}

/**
 * What a searchable paginated list asks for (spec section 4): its key with the search term, pages
 * from 1, and 'Ver mais' asking current_page + 1 while current_page differs from last_page. One
 * definition for the list's hook and for fetching its first page ahead of its screen (app/preload-home.ts).
 */
export function pagedListQuery<R extends PagedResponse<unknown>>({ queryKey, search, fetchPage }: PagedListQueryOptions<R>) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, { search }],
    queryFn: ({ pageParam }) => fetchPage(pageParam, search),
    initialPageParam: 1,
    getNextPageParam: (last: R) => nextPageParam(last.items),
  });
}
