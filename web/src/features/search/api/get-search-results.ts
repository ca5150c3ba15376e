import type { SearchAnswer } from '@contract/search';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Names and snippets come in the caller's language, so the language is part of the key. */
export const searchQueryKey = (term: string, locale: string) => ['search', locale, term] as const;

export function getSearchResults(term: string, page: number): Promise<SearchAnswer> {
  return api.get<SearchAnswer>('search', { page, search: term });
}

/** GET search, page after page ('Ver mais' asks for current_page + 1 while it differs from last_page). */
export function useSearchResults(term: string, locale: string) {
  return useInfiniteQuery({
    queryKey: searchQueryKey(term, locale),
    queryFn: ({ pageParam }) => getSearchResults(term, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.items.current_page < last.items.last_page ? last.items.current_page + 1 : undefined),
    enabled: term.trim() !== '',
  });
}
