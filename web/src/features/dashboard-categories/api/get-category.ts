import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import type { CategoryCard } from './get-categories';

export interface CategoryAdmin extends CategoryCard {
  parent_category: number | null;
}

/** GET categories/{id}: the item an edit form starts from (loaded afresh when the dialog opens). */
export function useCategory(id: number | null) {
  const { t } = useTranslation('dashboard');
  const query = useQuery({
    queryKey: ['dashboard', 'category', id],
    queryFn: async () => (await api.get<{ item: CategoryAdmin }>(`categories/${id}`)).item,
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.error) handleApiError(query.error, t('loadFailed'));
  }, [query.error, t]);
  return query;
}
