import { memo, useDeferredValue } from 'react';
import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRecentlyViewed } from '../api/recently-viewed';
import { SupplementGrid } from './supplement-grid';
import { logUnexpected } from '@/lib/log-unexpected';

interface RecentlyViewedProps {
  canReadPaid: boolean;
  onLockedClick: () => void;
}

/** The home page's 'Vistos recentemente': the user's last opened supplements, on any device; hidden until there is one. */
export const RecentlyViewed = memo(function RecentlyViewed({ canReadPaid, onLockedClick }: RecentlyViewedProps) {
  const { t } = useTranslation('catalogue');
  const recent = useDeferredValue(useRecentlyViewed());
  if (recent.isError) logUnexpected('recently-viewed', 'could not load the list', recent.error);
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading">
      <Heading as="h2" id="recently-viewed-heading" size="lg" color="teal.ink" mt="10" mb="4">
        {t('recent.heading')}
      </Heading>
      <SupplementGrid supplements={recent.data} isPending={false} label={t('recent.heading')} canReadPaid={canReadPaid} onLockedClick={onLockedClick} empty={null} />
    </section>
  );
});
