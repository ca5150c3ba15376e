import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';

/**
 * GET {resource}/{id}: the item an edit form starts from, loaded afresh each time the dialog opens
 * (never from cache); a failure shows the shared error toast. `id` null: nothing is loaded.
 */
export function useEditItem<Item>(resource: string, id: number | null) {
  const { t } = useTranslation('dashboard');
  const query = useQuery({
    queryKey: ['dashboard', resource, 'item', id],
    queryFn: async () => (await api.get<{ item: Item }>(`${resource}/${id}`)).item,
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.error) handleApiError(query.error, t('loadFailed'));
  }, [query.error, t]);
  return query;
}
