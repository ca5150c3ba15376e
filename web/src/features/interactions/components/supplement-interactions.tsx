import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { checkerPath } from '@/lib/checker-url';
import { useSupplementInteractions } from '../api/supplement-interactions';
import { EvidenceScale } from './evidence-scale';
import { SeverityGroups } from './severity-groups';

interface SupplementInteractionsProps {
  slug: string;
  onLockedClick: () => void;
}

/**
 * The monograph's 'Interações' section: the supplement's recorded interactions as the checker's
 * cards, worst first, and 'Verificar com outros', which opens the checker with the supplement.
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
  } else if (count === 0) body = <Text color="fg.muted">{t('monograph.none')}</Text>;
  else {
    body = (
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('monograph.count', { count })}
        </Text>
        <SeverityGroups groups={answer.groups} onLockedClick={onLockedClick} />
        <EvidenceScale />
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
