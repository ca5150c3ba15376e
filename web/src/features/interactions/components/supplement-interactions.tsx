import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UnrecordedMention } from '@contract/interactions-answers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { checkerPath } from '@/lib/checker-url';
import { useSupplementInteractions } from '../api/supplement-interactions';
import { EvidenceScale } from './evidence-scale';
import { NotEvidenceOfSafety } from './pair-list';
import { SeverityGroups } from './severity-groups';

interface SupplementInteractionsProps {
  slug: string;
  onLockedClick: () => void;
}

/**
 * What the monograph's text names with no structured interaction (issue 39): listed apart from the
 * records and flagged, so that the checker's silence on them is not read as safety.
 */
function UnrecordedMentions({ mentions }: { mentions: readonly UnrecordedMention[] }) {
  const { t } = useTranslation('interactions');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} className="unrecorded-mentions" borderWidth="1px" borderColor="orange.muted" borderRadius="lg" p="4">
      <Heading as="h3" id={headingId} size="md" color="teal.ink">
        {t('monograph.unrecorded')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('monograph.unrecordedText')}
      </Text>
      <Stack as="ul" gap="1.5" listStyleType="none">
        {mentions.map((mention) => (
          <Flex as="li" key={mention.phrase} gap="2" align="center" wrap="wrap">
            <Badge colorPalette="orange" variant="subtle">
              {t('monograph.unrecordedFlag')}
            </Badge>
            <Text>{t('monograph.unrecordedItem', { phrase: mention.phrase, names: mention.items.map((item) => item.name).join(', ') })}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The monograph's 'Interações' section: the supplement's recorded interactions as the checker's
 * cards, worst first, what its text names without a record, and 'Verificar com outros', which opens
 * the checker with the supplement.
 */
export function SupplementInteractions({ slug, onLockedClick }: SupplementInteractionsProps) {
  const { t } = useTranslation('interactions');
  const headingId = useId();
  const interactions = useSupplementInteractions(slug);
  const answer = interactions.data;
  const count = answer ? answer.groups.reduce((sum, group) => sum + group.items.length, 0) : 0;

  let body;
  if (interactions.isPending) body = <Skeleton h="24" borderRadius="lg" aria-hidden="true" />;
  else if (!answer) {
    body = (
      <Stack align="start" gap="2" role="alert">
        <Text color="fg.muted">{t('monograph.failed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void interactions.refetch()}>
          {t('monograph.retry')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="4">
        {count === 0 ? (
          <Text color="fg.muted">{t('monograph.none')}</Text>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('monograph.count', { count })}
            </Text>
            <SeverityGroups groups={answer.groups} onLockedClick={onLockedClick} />
            <EvidenceScale />
          </>
        )}
        {answer.unrecorded_mentions.length > 0 ? <UnrecordedMentions mentions={answer.unrecorded_mentions} /> : null}
        <NotEvidenceOfSafety />
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId} mt="8" className="supplement-interactions">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" id={headingId} size="xl" color="teal.ink">
          {t('monograph.heading')}
        </Heading>
        {answer ? (
          <Button asChild size="sm" variant="outline" className="no-print">
            <RouterLink to={checkerPath([{ kind: 'supplement', id: answer.supplement.id }])}>{t('monograph.check')}</RouterLink>
          </Button>
        ) : null}
      </Flex>
      {body}
    </Box>
  );
}
