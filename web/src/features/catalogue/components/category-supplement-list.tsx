import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { handleApiError } from '@/lib/handle-api-error';
import { flattenPages } from '@/lib/pages';
import { useCategorySupplements } from '@/api/supplements';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from './load-error';
import { LoadMoreButton } from '@/components/load-more-button';
import { SortToggle } from './sort-toggle';
import { HeadingSkeleton } from './subcategory-list';
import { SupplementGrid } from './supplement-grid';

interface CategorySupplementListProps {
  slug: string;
  canReadPaid: boolean;
  onLockedClick: () => void;
}

/** `?ordem=az` in the address: A to Z survives a reload, back and a shared link. */
const A_TO_Z = 'az';

/** Spec section 2 "Category supplements screen": cards with locks and favourites, 'Ver mais'; the catalogue's order or A to Z. */
export function CategorySupplementList({ slug, canReadPaid, onLockedClick }: CategorySupplementListProps) {
  const { t } = useTranslation('catalogue');
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = searchParams.get('ordem') === A_TO_Z ? 'name' : 'order';
  const query = useCategorySupplements(slug, sort);
  useEffect(() => {
    if (query.isError) handleApiError(query.error, t('loadFailed'));
  }, [query.isError, query.error, t]);
  const category = query.data?.pages[0]?.category;
  const title = category ? t('supplements.title', { name: category.name }) : t('supplements.fallbackTitle');
  const failed = query.isError && !query.data;
  return (
    <>
      {category || query.isError ? <PageHeading title={title} /> : <HeadingSkeleton />}
      {failed ? null : (
        <SortToggle
          sort={sort}
          onChange={(next) =>
            setSearchParams(
              (params) => {
                if (next === 'name') params.set('ordem', A_TO_Z);
                else params.delete('ordem');
                return params;
              },
              { replace: true },
            )
          }
        />
      )}
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
