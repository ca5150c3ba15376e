import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { CategoryIndex } from '@/features/catalogue/components/category-index';
import { LatestSupplements } from '@/features/catalogue/components/latest-supplements';
import { RecentlyViewed } from '@/features/catalogue/components/recently-viewed';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';
import { useReaderAccess } from './use-reader-access';

/** User home (spec section 2): category icons, the 3 most recently updated supplements and the user's recently viewed ones. */
export function CategoriesRoute() {
  const { t } = useTranslation('catalogue');
  const { canReadPaid } = useReaderAccess();
  return (
    <>
      <PageHeading title={t('sections.categories', { ns: 'common' })} />
      <CategoryIndex label={t('home.categories')} />
      <LatestSupplements canReadPaid={canReadPaid} onLockedClick={openPremiumModal} />
      <RecentlyViewed canReadPaid={canReadPaid} onLockedClick={openPremiumModal} />
    </>
  );
}
