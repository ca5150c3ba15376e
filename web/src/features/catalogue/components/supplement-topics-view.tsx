import { Box, Button, Flex, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo, useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { isPremiumRequired } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { isUnreachable } from '@/lib/offline-copies';
import { supplementTopicsUrl } from '@/lib/topic-url';
import { useSupplementTeaser, useSupplementTopics } from '@/api/topics';
import type { SupplementTopicsAnswer } from '@contract/topics-answers';
import { useRecordView } from '../api/recently-viewed';
import { usePrinting } from '../use-printing';
import { EmptyState } from '@/components/empty-state';
import { EvidenceSummary } from './evidence-summary';
import { FavouriteButton } from './favourite-button';
import { MonographActions } from './monograph-actions';
import { PrintableMonograph } from './printable-monograph';
import { PrintStyles } from './print-styles';
import { LockedSupplement, LockedSupplementSkeleton } from './locked-supplement';
import { MonographNotSaved } from './monograph-not-saved';
import { MonographChanges } from './monograph-changes';
import { MonographDates } from './monograph-dates';
import { SupplementBreadcrumb } from './supplement-breadcrumb';
import { type TopicTextAlign } from './topic-content';
import { TopicNav } from './topic-nav';
import { TopicPanel } from './topic-panel';

interface SupplementTopicsViewProps {
  slug: string;
  /** The topic the address names (`?topico=`); the first topic when none or an unknown one. */
  selectedTopicId: number | null;
  /** Opens another topic: the route makes it a navigation (lib/topic-url.ts). */
  onSelectTopic: (topicId: number) => void;
  textAlign: TopicTextAlign;
  onPremiumRequired: () => void;
  /** Shown under the topics of a monograph the reader may open (the route puts the supplement's interactions there). */
  after?: ReactNode;
}

function TopicsSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', md: '14rem minmax(0, 1fr)' }} gap="6" aria-hidden="true">
      <Stack gap="2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} h="10" borderRadius="md" />
        ))}
      </Stack>
      <Skeleton h="96" borderRadius="lg" />
    </Grid>
  );
}

/**
 * Spec section 2 "Topics screen": the topic names on the left (first selected), the content on the
 * right. A paid supplement the reader cannot open answers 403 premium_required: the premium modal
 * opens and only a lock is shown.
 */
export function SupplementTopicsView({ slug, selectedTopicId, onSelectTopic, textAlign, onPremiumRequired, after }: SupplementTopicsViewProps) {
  const { t } = useTranslation('catalogue');
  // The monograph is the page's biggest render: when its answer arrives it renders in a transition
  // (in slices the browser can interleave with input), not in one long task.
  const topics = useDeferredValue(useSupplementTopics(slug));
  const premiumRequired = topics.isError && isPremiumRequired(topics.error);
  const teaser = useSupplementTeaser(slug, premiumRequired);

  useEffect(() => {
    if (!topics.isError) return;
    if (isPremiumRequired(topics.error)) onPremiumRequired();
    else if (!isUnreachable(topics.error)) handleApiError(topics.error, t('topics.loadFailed'));
  }, [topics.isError, topics.error, onPremiumRequired, t]);

  // No connection and nothing saved for it: said at the first failure, not after the retries.
  if (!topics.data && isUnreachable(topics.failureReason)) return <MonographNotSaved onRetry={() => void topics.refetch()} />;
  if (topics.isPending) {
    return (
      <>
        <PageHeading title={t('topics.title')} />
        <Text srOnly role="status">
          {t('loading', { ns: 'common' })}
        </Text>
        <TopicsSkeleton />
      </>
    );
  }
  if (premiumRequired) {
    return teaser.isPending ? (
      <LockedSupplementSkeleton />
    ) : (
      <>
        <LockedSupplement teaser={teaser.data} onLockedClick={onPremiumRequired} />
        <MonographDates slug={slug} />
        <MonographChanges slug={slug} />
      </>
    );
  }
  if (topics.isError) {
    return (
      <>
        <PageHeading title={t('topics.title')} />
        <EmptyState
          title={t('topics.loadFailed')}
          action={
            <Button variant="outline" size="sm" onClick={() => void topics.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <RecordView supplementId={topics.data.supplement.id} />
      <Monograph data={topics.data} selectedId={selectedTopicId} onSelect={onSelectTopic} textAlign={textAlign} onPremiumRequired={onPremiumRequired} after={after} />
    </>
  );
}

/** Adds the opened supplement to the reader's recently viewed list: a component of its own, so the call's progress re-renders nothing else. */
function RecordView({ supplementId }: { supplementId: number }) {
  const { mutate: record } = useRecordView();
  useEffect(() => {
    record(supplementId);
  }, [supplementId, record]);
  return null;
}

interface MonographProps extends Pick<SupplementTopicsViewProps, 'textAlign' | 'onPremiumRequired' | 'after'> {
  data: SupplementTopicsAnswer;
  selectedId: number | null;
  onSelect: (topicId: number) => void;
}

/**
 * The loaded monograph: breadcrumb, actions, evidence, the topics and the print-only copy. Memoised:
 * the view above renders again for every change of its query's state (and twice for each, as the
 * answer is deferred), and this, the page's biggest render, only when the answer itself changes.
 */
const Monograph = memo(function Monograph({ data, selectedId, onSelect, textAlign, onPremiumRequired, after }: MonographProps) {
  const { t } = useTranslation('catalogue');
  const panelId = useId();
  const [printTopicId, setPrintTopicId] = useState<number | null>(null);
  const [printRequested, setPrintRequested] = useState(false);
  const printing = usePrinting() || printRequested;
  const { supplement, indications, items } = data;
  const selected = items.find((topic) => topic.id === selectedId) ?? items[0];
  const print = (onlySelectedTopic: boolean) => {
    // Rendered before the print dialog opens; what the dialog shows is the print-only monograph.
    flushSync(() => {
      setPrintTopicId(onlySelectedTopic && selected ? selected.id : null);
      setPrintRequested(true);
    });
    window.print();
    setPrintTopicId(null);
    setPrintRequested(false);
  };
  return (
    <>
      <Box className="screen-only">
        <SupplementBreadcrumb category={supplement.category} />
        <Flex align="flex-start" gap="3" wrap="wrap">
          {/* The heart stays beside the name: on a phone the actions wrap below it, not the heart alone. */}
          <Flex flex="1 1 auto" minW="0" align="flex-start" gap="1">
            <PageHeading title={supplement.name} />
            <Box className="no-print" flexShrink={0}>
              <FavouriteButton supplementId={supplement.id} supplementName={supplement.name} />
            </Box>
          </Flex>
          <HStack gap="2" wrap="wrap" mb="6" className="no-print">
            <MonographActions
              title={selected ? `${supplement.name}: ${selected.name}` : supplement.name}
              address={supplementTopicsUrl(supplement.slug, selected?.id)}
              topicName={selected && !selected.locked ? selected.name : null}
              onPrint={print}
            />
          </HStack>
        </Flex>
        <MonographDates slug={supplement.slug} />
        <MonographChanges slug={supplement.slug} />
        <EvidenceSummary indications={indications} />
        {selected ? (
          <Grid templateColumns={{ base: '1fr', md: '14rem minmax(0, 1fr)' }} gap="6" alignItems="start">
            <TopicNav topics={items} supplementSlug={supplement.slug} selectedId={selected.id} panelId={panelId} onSelect={onSelect} />
            <TopicPanel topic={selected} id={panelId} textAlign={textAlign} onLockedClick={onPremiumRequired} />
          </Grid>
        ) : (
          <EmptyState title={t('empty.title')} text={t('empty.topics')} />
        )}
        {after}
      </Box>
      <PrintStyles />
      {printing ? <PrintableMonograph data={data} textAlign={textAlign} onlyTopicId={printTopicId} address={supplementTopicsUrl(supplement.slug, printTopicId)} /> : null}
    </>
  );
});
