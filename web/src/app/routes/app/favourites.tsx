import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { FavouriteList } from '@/features/catalogue/components/favourite-list';
import { OfflineReadingPanel } from '@/features/catalogue/components/offline-reading-panel';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';
import { useReaderAccess } from './use-reader-access';

/** /app/favoritos: the user's favourite supplements. */
export function FavouritesRoute() {
  const { t } = useTranslation();
  const { canReadPaid } = useReaderAccess();
  return (
    <>
      <PageHeading title={t('sections.favourites')} />
      <OfflineReadingPanel canReadPaid={canReadPaid} />
      <FavouriteList canReadPaid={canReadPaid} onLockedClick={openPremiumModal} />
    </>
  );
}
