import type { CheckItem } from '@contract/interactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { encodeItems } from '@/lib/checker-url';

/**
 * POST interactions/check, once per list (the list is the key: adding or removing an item is one new
 * call; the same list again is answered from the cache). Read as a query, not a mutation: it changes
 * nothing. The previous answer stays on screen while the next one comes, so results never blank.
 */
export function useInteractionCheck(items: readonly CheckItem[]) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['interactions', 'check', i18n.resolvedLanguage, encodeItems(items)] as const,
    queryFn: () => api.post('/interactions/check', { body: { items: items.map(({ kind, id }) => ({ kind, id })) } }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
