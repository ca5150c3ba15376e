import { Box } from '@chakra-ui/react';
import type { InteractionSeverity } from '@contract/interactions';
import { useTranslation } from 'react-i18next';

/** A colour per severity for the badge's wash and rule; the text stays `fg`, so contrast holds in both themes. */
const SEVERITY_PALETTE: Record<InteractionSeverity, string> = { grave: 'red', moderada: 'orange', leve: 'yellow' };

/** 'Grave' with its colour; the title says what it asks ('Evitar'). */
export function SeverityBadge({ severity }: { severity: InteractionSeverity }) {
  const { t } = useTranslation('dashboard-interactions');
  return (
    <Box
      as="span"
      title={t(`severity.${severity}.action`)}
      colorPalette={SEVERITY_PALETTE[severity]}
      bg="colorPalette.subtle"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      color="fg"
      borderRadius="md"
      px="2"
      py="0.5"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
    >
      {t(`severity.${severity}.name`)}
    </Box>
  );
}
