import type { CategoryHeader, CategoryListAnswer, SubcategoryListAnswer } from '@contract/categories-answers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pages';

/**
 * Query keys of the category lists. The catalogue keeps its pages per reading language; the
 * dashboard's searchable lists live apart (`usePagedList` adds the search term and resets them).
 */
export const categoryKeys = {
  catalogue: (parentSlug: string | null, language: string | undefined) =>
    parentSlug === null ? (['categories', language] as const) : (['categories', 'slug', parentSlug, language] as const),
  dashboard: (parentSlug: string | null) => ['dashboard', 'categories', parentSlug ?? ''] as const,
};

/** GET categories: top-level categories by order then name (`search` filters by name). */
export function getCategories(page: number, search?: string): Promise<CategoryListAnswer> {
  return api.get('/categories', { query: { page, search: search || undefined } });
}

/** GET categories/slug/{slug}: a category's header and a page of its subcategories. */
export function getSubcategories(slug: string, page: number, search?: string): Promise<SubcategoryListAnswer> {
  return api.get('/categories/slug/:slug', { params: { slug }, query: { page, search: search || undefined } });
}

/** The top level (`parentSlug` null) or a parent's subcategories, with the parent's header. */
export function listCategories(parentSlug: string | null, page: number, search: string): Promise<CategoryListAnswer & { category?: CategoryHeader }> {
  return parentSlug ? getSubcategories(parentSlug, page, search) : getCategories(page, search);
}

/** The dashboard's searchable list of the top level (`parentSlug` null) or of a parent's subcategories (`usePagedList`). */
export function dashboardCategoryList(parentSlug: string | null) {
  return {
    queryKey: categoryKeys.dashboard(parentSlug),
    fetchPage: (page: number, search: string) => listCategories(parentSlug, page, search),
  };
}

/** Top-level categories in a reading language (the home page's icons), page by page: `useCategories` and the home's prefetch. */
export function catalogueCategoriesQuery(language: string | undefined) {
  return infiniteQueryOptions({
    queryKey: categoryKeys.catalogue(null, language),
    queryFn: ({ pageParam }) => getCategories(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: CategoryListAnswer) => nextPageParam(last.items),
  });
}

/** Top-level categories (the home page's icons), page by page. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useInfiniteQuery(catalogueCategoriesQuery(i18n.resolvedLanguage));
}

/** A category's header and its subcategories, page by page. */
export function useSubcategories(slug: string) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: categoryKeys.catalogue(slug, i18n.resolvedLanguage),
    queryFn: ({ pageParam }) => getSubcategories(slug, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageParam(last.items),
  });
}
