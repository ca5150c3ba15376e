import { Box, chakra, Text } from '@chakra-ui/react';
import { diffWords } from 'diff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface VersionDiffProps {
  before: string;
  after: string;
}

/** Word by word, what the current text removed (struck through) and added (underlined) relative to a version. */
export function VersionDiff({ before, after }: VersionDiffProps) {
  const { t } = useTranslation('dashboard-topics');
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  if (parts.every((part) => !part.added && !part.removed)) return <Text color="fg.muted">{t('history.same')}</Text>;
  return (
    <Box whiteSpace="pre-wrap" lineHeight="tall" fontSize="sm" borderWidth="1px" rounded="md" p="3" maxH="60vh" overflowY="auto">
      {parts.map((part, index) =>
        part.added ? (
          <chakra.ins key={index} bg="green.subtle" color="green.fg" textDecoration="underline">
            <chakra.span srOnly>{t('history.added')} </chakra.span>
            {part.value}
          </chakra.ins>
        ) : part.removed ? (
          <chakra.del key={index} bg="red.subtle" color="red.fg">
            <chakra.span srOnly>{t('history.removed')} </chakra.span>
            {part.value}
          </chakra.del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Box>
  );
}
