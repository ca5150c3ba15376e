import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SupplementTopicsView } from '@/features/catalogue/components/supplement-topics-view';
import { SupplementDoses } from '@/features/doses/components/supplement-doses';
import { SupplementInteractions } from '@/features/interactions/components/supplement-interactions';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';
import { supplementTopicsPath, topicIdFromSearch } from '@/lib/topic-url';
import { useReaderAccess } from './use-reader-access';

/**
 * /app/suplementos/topicos/{slug}[?topico={id}]: a supplement's topics at the topic the address
 * names (the first without one). Choosing a topic is a navigation, so back and forward move between
 * topics; paid content the reader lacks opens the premium modal. Under the topics, the supplement's
 * doses by population and its forms' chemistry (features/doses), then its interactions
 * (features/interactions) with the way to the checker.
 */
export function SupplementTopicsRoute() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const topicId = topicIdFromSearch(searchParams);
  const { textAlign } = useReaderAccess();
  const selectTopic = useCallback((id: number) => void navigate(supplementTopicsPath(slug, id)), [navigate, slug]);
  // One element per supplement, so the memoised monograph does not render again for a topic change.
  const after = useMemo(
    () => (
      <>
        <SupplementDoses slug={slug} />
        <SupplementInteractions slug={slug} onLockedClick={openPremiumModal} />
      </>
    ),
    [slug],
  );
  return (
    <SupplementTopicsView
      key={slug}
      slug={slug}
      selectedTopicId={topicId}
      onSelectTopic={selectTopic}
      textAlign={textAlign}
      onPremiumRequired={openPremiumModal}
      after={after}
    />
  );
}
