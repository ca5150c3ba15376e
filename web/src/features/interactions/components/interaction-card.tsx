import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { InteractionCard as Card } from '@contract/interactions-answers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GradeBadge } from '@/components/evidence/grade-badge';
import { ReferenceList } from '@/components/evidence/reference-list';
import { SeverityBadge } from '@/components/evidence/severity-badge';
import { LockIcon } from '@/components/icons';
import { formatDate } from '@/lib/dates';

type Side = { name: string; form: { name: string } | null };

const sideName = (side: Side) => (side.form ? `${side.name} (${side.form.name})` : side.name);

function Detail({ label, children, className }: { label: string; children: string; className?: string }) {
  return (
    <Box className={className ? `interaction-detail ${className}` : 'interaction-detail'}>
      <Text as="h5" fontSize="sm" fontWeight="semibold" color="teal.inkSoft">
        {label}
      </Text>
      <Text maxW="72ch" lineHeight="1.6">
        {children}
      </Text>
    </Box>
  );
}

/** What a reader without premium sees instead of the details: the way to the plans (the API sent no details). */
function LockedDetails({ onLockedClick }: { onLockedClick: () => void }) {
  const { t } = useTranslation('interactions');
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'start', sm: 'center' }} p="3" bg="teal.wash" borderRadius="md" className="locked-details">
      <LockIcon color="orange.ink" aria-hidden="true" flexShrink={0} />
      <Box flex="1">
        <Text fontWeight="semibold" color="teal.ink">
          {t('card.lockedTitle')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('card.lockedText')}
        </Text>
      </Box>
      <Button size="sm" onClick={onLockedClick} aria-haspopup="dialog" flexShrink={0}>
        {t('card.seePlans')}
      </Button>
    </Stack>
  );
}

/**
 * One interaction: the pair, its severity (and what it asks), then for premium readers the evidence
 * level and likelihood, mechanism, what to do, timing and references; for others the call to action.
 */
export function InteractionCard({ card, onLockedClick }: { card: Card; onLockedClick: () => void }) {
  const { t } = useTranslation(['interactions', 'evidence']);
  const headingId = useId();
  const { details } = card;
  return (
    <Stack as="article" aria-labelledby={headingId} gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg" className="interaction-card" minW="0">
      <Stack gap="1" className="interaction-card-head">
        <HStack gap="2" wrap="wrap" align="center">
          <SeverityBadge severity={card.severity} />
          <Heading as="h4" id={headingId} size="md" color="teal.ink" overflowWrap="anywhere">
            {t('card.pair', { a: sideName(card.supplement), b: sideName(card.other) })}
          </Heading>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t(`kinds.${card.other.kind}`)} · {t(`severityAction.${card.severity}`, { ns: 'evidence' })}
        </Text>
      </Stack>
      {details ? (
        <>
          <HStack gap="3" wrap="wrap" fontSize="sm" className="interaction-grades">
            <HStack gap="2">
              <Text as="span" color="fg.muted">
                {t('card.evidence')}:
              </Text>
              <GradeBadge grade={details.evidence} />
            </HStack>
            <Text as="span">
              <Text as="span" color="fg.muted">
                {t('likelihood.label')}:
              </Text>{' '}
              {t(`likelihood.${details.likelihood}`)}
            </Text>
          </HStack>
          <Detail label={t('card.mechanism')}>{details.mechanism}</Detail>
          <Detail label={t('card.management')} className="interaction-management">
            {details.management}
          </Detail>
          {details.timing ? <Detail label={t('card.timing')}>{details.timing}</Detail> : null}
          {details.references.length > 0 ? (
            <Box className="interaction-references">
              <Text as="h5" fontSize="sm" fontWeight="semibold" color="teal.inkSoft" mb="1">
                {t('card.references')}
              </Text>
              <ReferenceList references={details.references} />
            </Box>
          ) : null}
          {details.reviewed ? (
            <Text fontSize="xs" color="fg.muted" className="interaction-reviewed">
              {t('card.reviewed', { date: formatDate(details.reviewed.at), name: details.reviewed.by })}
            </Text>
          ) : null}
        </>
      ) : (
        <LockedDetails onLockedClick={onLockedClick} />
      )}
    </Stack>
  );
}
