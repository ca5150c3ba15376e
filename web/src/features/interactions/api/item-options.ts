import type { InteractionOption } from '@contract/interactions-answers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** A choice of the checker's typeahead: a supplement, one of its forms, a drug, a drug class or a condition. */
export type ItemOption = InteractionOption;

/** GET interactions/options: what the typed words name, of every kind (names in the reader's language). */
export function useItemOptions(term: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['interactions', 'options', i18n.resolvedLanguage, term] as const,
    queryFn: async () => (await api.get('/interactions/options', { query: { search: term } })).items,
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
