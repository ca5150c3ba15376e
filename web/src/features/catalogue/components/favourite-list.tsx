import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { handleApiError } from '@/lib/handle-api-error';
import { useFavourites } from '../api/favourites';
import { flattenPages } from '@/lib/pages';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from './load-error';
import { LoadMoreButton } from '@/components/load-more-button';
import { SupplementGrid } from './supplement-grid';

interface FavouriteListProps {
  canReadPaid: boolean;
  onLockedClick: () => void;
}

/** Spec section 2 "Favourites screen": the favourited supplements, newest first, 'Ver mais'. */
export function FavouriteList({ canReadPaid, onLockedClick }: FavouriteListProps) {
  const { t } = useTranslation('catalogue');
  const query = useFavourites();
  useEffect(() => {
    if (query.isError) handleApiError(query.error, t('loadFailed'));
  }, [query.isError, query.error, t]);
  const failed = query.isError && !query.data;
  return (
    <>
      {failed ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <SupplementGrid
          supplements={flattenPages(query.data?.pages)}
          isPending={query.isPending}
          label={t('favourites.list')}
          canReadPaid={canReadPaid}
          onLockedClick={onLockedClick}
          favouriteLocked
          empty={
            <EmptyState
              title={t('favourites.emptyTitle')}
              text={t('favourites.emptyText')}
              action={
                <Button asChild variant="outline" size="sm" mt="2">
                  <RouterLink to="/app/categorias">{t('favourites.browse')}</RouterLink>
                </Button>
              }
            />
          }
        />
      )}
      <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={query.fetchNextPage} />
    </>
  );
}
