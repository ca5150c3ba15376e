import type { SupplementSort } from '@contract/supplements';
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
  ofCategory: (categorySlug: string, language: string | undefined, sort: SupplementSort = 'order') => ['supplements', 'category', categorySlug, language, sort] as const,
  latest: (language: string | undefined) => ['supplements', 'latest', language] as const,
  dashboard: (categorySlug: string) => ['dashboard', 'supplements', categorySlug] as const,
};

/** GET supplements/category/slug/{slug}: the category's header and a page of its supplements (`search` by name; `sort=name` A to Z, `sort=reviewed` by the monograph's review; `review=due` only those due for review). */
export function getCategorySupplements(categorySlug: string, page: number, search?: string, sort: SupplementSort = 'order', review?: 'due'): Promise<CategorySupplementsAnswer> {
  // The spec's order is the API's default: the parameter goes only with another order, so the default's address stays as it was (offline copies).
  return api.get('/supplements/category/slug/:slug', { params: { slug: categorySlug }, query: { page, search: search || undefined, sort: sort === 'order' ? undefined : sort, review } });
}

/** GET supplements/updateds/{count}: the most recently updated supplements. */
export async function getLatestSupplements(): Promise<UpdatedSupplementsAnswer['items']> {
  return (await api.get('/supplements/updateds/:count', { params: { count: LATEST_SUPPLEMENTS } })).items;
}

/** A category's header and its supplements, page by page ("Ver mais"), in the spec's order or A to Z. */
export function useCategorySupplements(slug: string, sort: SupplementSort = 'order') {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: supplementKeys.ofCategory(slug, i18n.resolvedLanguage, sort),
    queryFn: ({ pageParam }) => getCategorySupplements(slug, pageParam, undefined, sort),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageParam(last.items),
  });
}

export function useLatestSupplements() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: supplementKeys.latest(i18n.resolvedLanguage), queryFn: getLatestSupplements });
}
