import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import type { CategoryHeader, Page, SupplementCard } from '@/types/catalogue';
import { nextPageParam } from './paged-query';

/** Spec section 9: the home page shows the 3 most recently updated supplements. */
export const LATEST_SUPPLEMENTS = 3;

interface CategorySupplementsResponse {
  category: CategoryHeader;
  items: Page<SupplementCard>;
}

export async function getCategorySupplements(slug: string, page: number): Promise<CategorySupplementsResponse> {
  return api.get<CategorySupplementsResponse>(`supplements/category/slug/${encodeURIComponent(slug)}`, { page });
}

export async function getLatestSupplements(): Promise<SupplementCard[]> {
  return (await api.get<{ items: SupplementCard[] }>(`supplements/updateds/${LATEST_SUPPLEMENTS}`)).items;
}

/** A category's header and its supplements, page by page ("Ver mais"). */
export function useCategorySupplements(slug: string) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: ['supplements', 'category', slug, i18n.resolvedLanguage],
    queryFn: ({ pageParam }) => getCategorySupplements(slug, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageParam(last.items),
  });
}

export function useLatestSupplements() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['supplements', 'latest', i18n.resolvedLanguage], queryFn: getLatestSupplements });
}
