import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import type { SupplementCard } from './get-supplements';

/** GET supplements/{id}: the item an edit form starts from (loaded afresh when the dialog opens). */
export function useSupplement(id: number | null) {
  const { t } = useTranslation('dashboard');
  const query = useQuery({
    queryKey: ['dashboard', 'supplement', id],
    queryFn: async () => (await api.get<{ item: SupplementCard }>(`supplements/${id}`)).item,
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.error) handleApiError(query.error, t('loadFailed'));
  }, [query.error, t]);
  return query;
}
