import { Heading } from '@chakra-ui/react';
import { memo, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@/lib/handle-api-error';
import { LATEST_SUPPLEMENTS, useLatestSupplements } from '@/api/supplements';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from './load-error';
import { SupplementGrid } from './supplement-grid';

interface LatestSupplementsProps {
  canReadPaid: boolean;
  onLockedClick: () => void;
}

/** Spec section 2: the home page's 3 most recently updated supplements. */
export const LatestSupplements = memo(function LatestSupplements({ canReadPaid, onLockedClick }: LatestSupplementsProps) {
  const { t } = useTranslation('catalogue');
  const latest = useDeferredValue(useLatestSupplements());
  useEffect(() => {
    if (latest.isError) handleApiError(latest.error, t('loadFailed'));
  }, [latest.isError, latest.error, t]);
  const failed = latest.isError && !latest.data;
  return (
    <section aria-labelledby="latest-supplements-heading">
      <Heading as="h2" id="latest-supplements-heading" size="lg" color="teal.ink" mt="10" mb="4">
        {t('latest.heading')}
      </Heading>
      {failed ? (
        <LoadError onRetry={() => void latest.refetch()} />
      ) : (
        <SupplementGrid
          supplements={latest.data ?? []}
          isPending={latest.isPending}
          label={t('latest.heading')}
          canReadPaid={canReadPaid}
          onLockedClick={onLockedClick}
          skeletons={LATEST_SUPPLEMENTS}
          empty={<EmptyState title={t('empty.title')} text={t('empty.latest')} />}
        />
      )}
    </section>
  );
});
