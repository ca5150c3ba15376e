import type { CategorySupplementsAnswer, UpdatedSupplementsAnswer } from '@contract/supplements-answers';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pages';

/** Spec section 9: the home page shows the 3 most recently updated supplements. */
export const LATEST_SUPPLEMENTS = 3;

/**
 * Query keys of the supplement lists: the catalogue's per reading language, the dashboard's
 * searchable lists apart (`usePagedList` adds the search term and resets them).
 */
export const supplementKeys = {
  ofCategory: (categorySlug: string, language: string | undefined) => ['supplements', 'category', categorySlug, language] as const,
  latest: (language: string | undefined) => ['supplements', 'latest', language] as const,
  dashboard: (categorySlug: string) => ['dashboard', 'supplements', categorySlug] as const,
};

/** GET supplements/category/slug/{slug}: the category's header and a page of its supplements (`search` by name). */
export function getCategorySupplements(categorySlug: string, page: number, search?: string): Promise<CategorySupplementsAnswer> {
  return api.get('/supplements/category/slug/:slug', { params: { slug: categorySlug }, query: { page, search: search || undefined } });
}

/** GET supplements/updateds/{count}: the most recently updated supplements. */
export async function getLatestSupplements(): Promise<UpdatedSupplementsAnswer['items']> {
  return (await api.get('/supplements/updateds/:count', { params: { count: LATEST_SUPPLEMENTS } })).items;
}

/** A category's header and its supplements, page by page ("Ver mais"). */
export function useCategorySupplements(slug: string) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: supplementKeys.ofCategory(slug, i18n.resolvedLanguage),
    queryFn: ({ pageParam }) => getCategorySupplements(slug, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageParam(last.items),
  });
}

export function useLatestSupplements() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: supplementKeys.latest(i18n.resolvedLanguage), queryFn: getLatestSupplements });
}
