import type { QueryClient } from '@tanstack/react-query';
import { catalogueCategoriesQuery, dashboardCategoryList } from '@/api/categories';
import { pagedListQuery } from '@/components/dashboard/paged-list-query';
import { i18n } from '@/lib/i18n';

/**
 * The answer a role's home shows first, asked with the home's code (preload-home.ts): the
 * dashboard's categories for an administrator, the catalogue's category icons for a reader. A
 * chunk of its own: the lists' query code is not part of a first visit's entry.
 */
export function prefetchHomeAnswer(role: string, queryClient: QueryClient): Promise<void> {
  return role === 'admin'
    ? queryClient.prefetchInfiniteQuery(pagedListQuery({ ...dashboardCategoryList(null), search: '' }))
    : queryClient.prefetchInfiniteQuery(catalogueCategoriesQuery(i18n.resolvedLanguage));
}
