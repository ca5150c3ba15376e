import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { InteractionCard as Card } from '@contract/interactions-answers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Severity } from '@/components/evidence/severity';
import { InteractionCard } from './interaction-card';

interface SeverityGroupsProps {
  /** The API's groups, worst first (always the three levels; empty ones are not shown). */
  groups: readonly { severity: Severity; items: readonly Card[] }[];
  onLockedClick: () => void;
}

/** The interactions by severity, worst first: each level's name, what it asks of the clinician, then its cards. */
export function SeverityGroups({ groups, onLockedClick }: SeverityGroupsProps) {
  return (
    <Stack gap="6">
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <SeverityGroup key={group.severity} severity={group.severity} items={group.items} onLockedClick={onLockedClick} />
        ))}
    </Stack>
  );
}

function SeverityGroup({ severity, items, onLockedClick }: { severity: Severity; items: readonly Card[]; onLockedClick: () => void }) {
  const { t } = useTranslation('evidence');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} className="severity-group">
      <Box mb="3" className="severity-heading">
        <Heading as="h3" id={headingId} size="lg" color="teal.ink">
          {t(`severity.${severity}`)} ({items.length})
        </Heading>
        <Text color="fg.muted">{t(`severityAction.${severity}`)}</Text>
      </Box>
      <Stack as="ul" listStyleType="none" gap="3">
        {items.map((card) => (
          // In a check, one record may answer two pairs (a drug and its class on the list): the pair is part of the key.
          <li key={'between' in card ? `${card.id}:${JSON.stringify(card.between)}` : card.id}>
            <InteractionCard card={card} onLockedClick={onLockedClick} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
