import { Box, chakra, Text } from '@chakra-ui/react';
import { diffWords } from 'diff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Unchanged text longer than this is shortened to its ends around a change: the reader looks for what changed. */
const CONTEXT = 80;

function shorten(text: string, position: 'first' | 'middle' | 'last'): string {
  if (text.length <= CONTEXT * 2) return text;
  const head = position === 'first' ? '' : text.slice(0, CONTEXT);
  const tail = position === 'last' ? '' : text.slice(-CONTEXT);
  return `${head}${head ? ' … ' : '… '}${tail}`;
}

/**
 * Word by word, what a change removed (struck through) and added (underlined), the rest shortened;
 * the texts come from the server with table cells apart (' | ') and one line per row or paragraph.
 * Loaded only when a reader opens a comparison.
 */
export default function ChangeComparison({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('catalogue');
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  if (parts.every((part) => !part.added && !part.removed)) return <Text color="fg.muted">{t('changes.same')}</Text>;
  return (
    <Box whiteSpace="pre-wrap" lineHeight="tall" fontSize="sm" borderWidth="1px" rounded="md" p="3" maxH="50vh" overflowY="auto" bg="bg.panel">
      {parts.map((part, index) =>
        part.added ? (
          <chakra.ins key={index} bg="green.subtle" color="green.fg" textDecoration="underline">
            <chakra.span srOnly>{t('changes.added')} </chakra.span>
            {part.value}
          </chakra.ins>
        ) : part.removed ? (
          <chakra.del key={index} bg="red.subtle" color="red.fg">
            <chakra.span srOnly>{t('changes.removed')} </chakra.span>
            {part.value}
          </chakra.del>
        ) : (
          <span key={index}>{shorten(part.value, index === 0 ? 'first' : index === parts.length - 1 ? 'last' : 'middle')}</span>
        ),
      )}
    </Box>
  );
}
