import { Skeleton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { handleApiError } from '@/lib/handle-api-error';
import { useSubcategories } from '@/api/categories';
import { flattenPages } from '@/lib/pages';
import { CategoryGrid } from './category-grid';
import { LoadError } from './load-error';
import { LoadMoreButton } from '@/components/load-more-button';

/** A category's subcategories: heading with the category's name, tiles, 'Ver mais'. */
export function SubcategoryList({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const query = useSubcategories(slug);
  useEffect(() => {
    if (query.isError) handleApiError(query.error, t('loadFailed'));
  }, [query.isError, query.error, t]);
  const category = query.data?.pages[0]?.category;
  const title = category ? t('subcategories.title', { name: category.name }) : t('subcategories.fallbackTitle');
  const failed = query.isError && !query.data;
  return (
    <>
      {category || query.isError ? <PageHeading title={title} /> : <HeadingSkeleton />}
      {failed ? <LoadError onRetry={() => void query.refetch()} /> : null}
      {failed ? null : (
        <CategoryGrid categories={flattenPages(query.data?.pages.map((page) => page.items))} isPending={query.isPending} label={title} />
      )}
      <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={query.fetchNextPage} />
    </>
  );
}

/** Same height as the h1, so the grid does not jump when the name arrives. */
export function HeadingSkeleton() {
  return <Skeleton h={{ base: '9', md: '10' }} w="64" maxW="full" mb="6" borderRadius="md" aria-hidden="true" />;
}
