import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Indication } from '@contract/evidence';
import { GradeBadge } from './grade-badge';

/** A supplement's indications, each after its evidence grade: the reader's summary and the dashboard's panel. */
export function IndicationList({ indications }: { indications: Indication[] }) {
  return (
    <Stack as="ul" gap="2" listStyle="none">
      {indications.map((indication, index) => (
        <HStack as="li" key={`${index}-${indication.text}`} gap="3" align="start">
          <GradeBadge grade={indication.grade} />
          <Text>{indication.text}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
