import { useParams } from 'react-router-dom';
import { SupplementTopicsView } from '@/features/catalogue/components/supplement-topics-view';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';
import { useReaderAccess } from './use-reader-access';

/** /app/suplementos/topicos/{slug}: a supplement's topics; paid content the reader lacks opens the premium modal. */
export function SupplementTopicsRoute() {
  const { slug = '' } = useParams();
  const { textAlign } = useReaderAccess();
  return <SupplementTopicsView key={slug} slug={slug} textAlign={textAlign} onPremiumRequired={openPremiumModal} />;
}
