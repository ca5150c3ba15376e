import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReviewedLine } from '@/components/evidence/reviewed-line';
import { LockIcon } from '@/components/icons';
import type { Topic } from '@contract/topics-answers';
import { TopicContent, type TopicTextAlign } from './topic-content';
import { TopicReferences } from './topic-references';

interface TopicPanelProps {
  topic: Topic;
  id: string;
  textAlign: TopicTextAlign;
  onLockedClick: () => void;
}

/** The selected topic: its name and content, or (a paid topic, content withheld) a lock and the way to the plans. */
export function TopicPanel({ topic, id, textAlign, onLockedClick }: TopicPanelProps) {
  return (
    <Stack as="section" id={id} aria-labelledby={`${id}-heading`} gap="4" p={{ base: '4', md: '6' }} bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg" minW="0">
      <Stack gap="1">
        <Heading as="h2" id={`${id}-heading`} size="lg" color="teal.ink">
          {topic.name}
        </Heading>
        <ReviewedLine reviewedAt={topic.reviewed_at} reviewedBy={topic.reviewed_by} />
      </Stack>
      {topic.locked || topic.content === null ? (
        <LockedTopic onLockedClick={onLockedClick} />
      ) : (
        <>
          <TopicContent html={topic.content} textAlign={textAlign} idPrefix={topic.slug} />
          <TopicReferences references={topic.references} headingId={`${id}-references`} />
        </>
      )}
    </Stack>
  );
}

export function LockedTopic({ onLockedClick }: { onLockedClick: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack align="center" textAlign="center" gap="3" py="8">
      <LockIcon boxSize="8" width="2em" height="2em" color="orange.ink" />
      <Text fontWeight="semibold" color="teal.ink">
        {t('topics.lockedTitle')}
      </Text>
      <Text color="fg.muted" maxW="md">
        {t('topics.lockedText')}
      </Text>
      <Button onClick={onLockedClick} aria-haspopup="dialog">
        {t('topics.seePlans')}
      </Button>
    </Stack>
  );
}
