import { memo, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@/lib/handle-api-error';
import { useCategories } from '@/api/categories';
import { flattenPages } from '@/lib/pages';
import { CategoryGrid } from './category-grid';
import { LoadError } from './load-error';
import { LoadMoreButton } from '@/components/load-more-button';

/** The home page's category icons, with 'Ver mais' when there are more pages. */
export const CategoryIndex = memo(function CategoryIndex({ label }: { label: string }) {
  const { t } = useTranslation('catalogue');
  const categories = useDeferredValue(useCategories());
  useEffect(() => {
    if (categories.isError) handleApiError(categories.error, t('loadFailed'));
  }, [categories.isError, categories.error, t]);
  const failed = categories.isError && !categories.data;
  return (
    <>
      {failed ? <LoadError onRetry={() => void categories.refetch()} /> : null}
      {failed ? null : (
        <CategoryGrid categories={flattenPages(categories.data?.pages.map((page) => page.items))} isPending={categories.isPending} label={label} skeletons={9} />
      )}
      <LoadMoreButton hasMore={categories.hasNextPage} loading={categories.isFetchingNextPage} onLoadMore={categories.fetchNextPage} />
    </>
  );
});
