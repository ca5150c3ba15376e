import type { QueryClient } from '@tanstack/react-query';
import { dashboardCategoryList } from '@/api/categories';
import { pagedListQuery } from '@/components/dashboard/paged-list-query';

/**
 * The answer the dashboard's first screen waits for before it shows anything: the top-level
 * categories, asked with the screen's code (preload-home.ts). A chunk of its own: the paged lists'
 * query code is not part of a first visit's entry.
 */
export function prefetchDashboardHome(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchInfiniteQuery(pagedListQuery({ ...dashboardCategoryList(null), search: '' }));
}
