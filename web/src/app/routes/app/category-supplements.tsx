import { useParams } from 'react-router-dom';
import { CategorySupplementList } from '@/features/catalogue/components/category-supplement-list';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';
import { useReaderAccess } from './use-reader-access';

/** /app/categorias/{slug}/suplementos: a category's supplements; locked ones open the premium modal. */
export function CategorySupplementsRoute() {
  const { slug = '' } = useParams();
  const { canReadPaid } = useReaderAccess();
  return <CategorySupplementList key={slug} slug={slug} canReadPaid={canReadPaid} onLockedClick={openPremiumModal} />;
}
