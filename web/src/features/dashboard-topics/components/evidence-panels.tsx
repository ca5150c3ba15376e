import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { IndicationList } from '@/components/evidence/indication-list';
import { ReviewedLine } from '@/components/evidence/reviewed-line';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import type { Indication } from '@contract/evidence';
import type { Topic } from '@contract/topics-answers';
import { useMarkTopicReviewed } from '../api/save-evidence';

/** The supplement's indications and grades as readers see them, with the way to edit them. */
export function IndicationsPanel({ indications, onEdit }: { indications: Indication[]; onEdit: () => void }) {
  const { t } = useTranslation('dashboard-topics');
  return (
    <Box as="section" aria-labelledby="indications-title" bg="bg.panel" p={{ base: '4', md: '5' }} mb="6" rounded="lg" borderWidth="1px" borderColor="teal.line">
      <Flex align="center" gap="3" mb={indications.length > 0 ? '3' : '0'} wrap="wrap">
        <Heading as="h2" id="indications-title" size="md" color="teal.ink" flex="1">
          {t('indications.heading')}
        </Heading>
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('indications.edit')}
        </Button>
      </Flex>
      {indications.length === 0 ? (
        <Text color="fg.muted">{t('indications.none')}</Text>
      ) : (
        <IndicationList indications={indications} />
      )}
    </Box>
  );
}

/** 'Revisado em … por …' and 'Marcar como revisado' for the selected topic. */
export function TopicReviewBar({ topic, supplementSlug }: { topic: Topic; supplementSlug: string }) {
  const { t } = useTranslation('dashboard-topics');
  const review = useMarkTopicReviewed();
  const markReviewed = async () => {
    try {
      await review.mutateAsync({ topicId: topic.id, supplementSlug });
      notifySuccess(t('toast.updatedTitle'), t('review.done'));
    } catch (error) {
      handleApiError(error, t('review.failed'));
    }
  };
  return (
    <Flex align="center" gap="3" mb="4" wrap="wrap">
      <Box flex="1">{topic.reviewed_at ? <ReviewedLine reviewedAt={topic.reviewed_at} reviewedBy={topic.reviewed_by} /> : <Text fontSize="sm" color="fg.muted">{t('review.never')}</Text>}</Box>
      <Button size="sm" variant="outline" onClick={() => void markReviewed()} loading={review.isPending}>
        {t('review.mark')}
      </Button>
    </Flex>
  );
}

/** How many references the topic cites, with the way to edit them. */
export function TopicReferencesPanel({ topic, onEdit }: { topic: Topic; onEdit: () => void }) {
  const { t } = useTranslation('dashboard-topics');
  return (
    <Flex align="center" gap="3" mt="6" pt="4" borderTopWidth="1px" borderColor="teal.line" wrap="wrap">
      <Text flex="1" color="fg.muted">
        {t('references.count', { count: topic.references.length })}
      </Text>
      <Button size="sm" variant="outline" onClick={onEdit}>
        {t('references.edit')}
      </Button>
    </Flex>
  );
}
