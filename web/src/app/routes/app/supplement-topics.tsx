import { useParams, useSearchParams } from 'react-router-dom';
import { SupplementTopicsView } from '@/features/catalogue/components/supplement-topics-view';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';
import { useReaderAccess } from './use-reader-access';

/** /app/suplementos/topicos/{slug}[?topico={id}]: a supplement's topics (that topic first); paid content the reader lacks opens the premium modal. */
export function SupplementTopicsRoute() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const topicParam = Number(searchParams.get('topico'));
  const initialTopicId = Number.isInteger(topicParam) && topicParam > 0 ? topicParam : null;
  const { textAlign } = useReaderAccess();
  return (
    <SupplementTopicsView
      key={`${slug}?${initialTopicId ?? ''}`}
      slug={slug}
      initialTopicId={initialTopicId}
      textAlign={textAlign}
      onPremiumRequired={openPremiumModal}
    />
  );
}
