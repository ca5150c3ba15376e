import type { ClinicalSearchResult, SearchAnswer, SupplementSearchResult, TopicTextSearchResult } from '@contract/search-answers';

const SUGGESTIONS = 6;
const TEXT_SUGGESTIONS = 3;
const CLINICAL_SUGGESTIONS = 3;
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Names and snippets come in the caller's language, so the language is part of the key. */
export const searchQueryKey = (term: string, locale: string) => ['search', locale, term] as const;

export function getSearchResults(term: string, page: number): Promise<SearchAnswer> {
  return api.get('/search', { query: { page, search: term } });
}

/** GET search, page after page ('Ver mais' asks for current_page + 1 while it differs from last_page). */
export function useSearchResults(term: string, locale: string) {
  return useInfiniteQuery({
    queryKey: searchQueryKey(term, locale),
    queryFn: ({ pageParam }) => getSearchResults(term, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.items.current_page < last.items.last_page ? last.items.current_page + 1 : undefined),
    enabled: term.trim() !== '',
    // A new term keeps the last results on screen until its own arrive: the page never blanks.
    placeholderData: keepPreviousData,
  });
}

export interface Suggestions {
  supplements: SupplementSearchResult[];
  /** Matches in topics' text or indications (the first of 'Tópicos'), after the names. */
  topics: TopicTextSearchResult[];
  /** Drugs, classes and conditions (search's 'Interações'), last: each opens the interaction checker with it. */
  clinical: ClinicalSearchResult[];
}

/** What the header suggests while typing: supplements by name, then a few matches in the monographs' text, then drugs and conditions. */
export function useSearchSuggestions(term: string, locale: string) {
  const search = term.trim();
  return useQuery({
    queryKey: ['search-suggestions', locale, search] as const,
    queryFn: () => getSearchResults(search, 1),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    select: (answer): Suggestions => {
      const suggestions: Suggestions = { supplements: [], topics: [], clinical: [] };
      for (const group of answer.items.data) {
        if (group.type === 'Suplementos') suggestions.supplements = group.data.slice(0, SUGGESTIONS);
        if (group.type === 'Tópicos') suggestions.topics = group.data.slice(0, TEXT_SUGGESTIONS);
        if (group.type === 'Interações') suggestions.clinical = group.data.slice(0, CLINICAL_SUGGESTIONS);
      }
      return suggestions;
    },
    staleTime: 60_000,
  });
}
