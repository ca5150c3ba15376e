import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import type { CategoryCard, CategoryHeader, Page } from '@/types/catalogue';
import { nextPageParam } from './paged-query';

interface CategoriesResponse {
  items: Page<CategoryCard>;
}

interface SubcategoriesResponse {
  category: CategoryHeader;
  items: Page<CategoryCard>;
}

export async function getCategories(page: number): Promise<CategoriesResponse> {
  return api.get<CategoriesResponse>('categories', { page });
}

export async function getSubcategories(slug: string, page: number): Promise<SubcategoriesResponse> {
  return api.get<SubcategoriesResponse>(`categories/slug/${encodeURIComponent(slug)}`, { page });
}

/** Top-level categories (the home page's icons), page by page. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: ['categories', i18n.resolvedLanguage],
    queryFn: ({ pageParam }) => getCategories(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageParam(last.items),
  });
}

/** A category's header and its subcategories, page by page. */
export function useSubcategories(slug: string) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: ['categories', 'slug', slug, i18n.resolvedLanguage],
    queryFn: ({ pageParam }) => getSubcategories(slug, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageParam(last.items),
  });
}
