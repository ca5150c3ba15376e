import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SEVERITY_PALETTE, type Severity } from './severity';

/** 'Grave', 'Moderada', 'Leve' on a wash of its colour; the word carries the meaning, the colour only repeats it. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation('evidence');
  return (
    <Box
      as="span"
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
      flexShrink={0}
      className="severity-badge"
    >
      {t(`severity.${severity}`)}
    </Box>
  );
}
