import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { handleApiError } from '@/lib/handle-api-error';
import { flattenPages } from '@/lib/pages';
import { useCategorySupplements } from '@/api/supplements';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from './load-error';
import { LoadMoreButton } from '@/components/load-more-button';
import { HeadingSkeleton } from './subcategory-list';
import { SupplementGrid } from './supplement-grid';

interface CategorySupplementListProps {
  slug: string;
  canReadPaid: boolean;
  onLockedClick: () => void;
}

/** Spec section 2 "Category supplements screen": cards with locks and favourites, 'Ver mais'. */
export function CategorySupplementList({ slug, canReadPaid, onLockedClick }: CategorySupplementListProps) {
  const { t } = useTranslation('catalogue');
  const query = useCategorySupplements(slug);
  useEffect(() => {
    if (query.isError) handleApiError(query.error, t('loadFailed'));
  }, [query.isError, query.error, t]);
  const category = query.data?.pages[0]?.category;
  const title = category ? t('supplements.title', { name: category.name }) : t('supplements.fallbackTitle');
  const failed = query.isError && !query.data;
  return (
    <>
      {category || query.isError ? <PageHeading title={title} /> : <HeadingSkeleton />}
      {failed ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <SupplementGrid
          supplements={flattenPages(query.data?.pages.map((page) => page.items))}
          isPending={query.isPending}
          label={title}
          canReadPaid={canReadPaid}
          onLockedClick={onLockedClick}
          empty={<EmptyState title={t('empty.title')} text={t('empty.supplements')} />}
        />
      )}
      <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={query.fetchNextPage} />
    </>
  );
}
