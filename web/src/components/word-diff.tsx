import { Box, chakra, Text } from '@chakra-ui/react';
import { diffWords } from 'diff';
import { useMemo } from 'react';

/** Unchanged text longer than this is shortened to its ends around a change (when asked). */
const CONTEXT = 80;

function shorten(text: string, position: 'first' | 'middle' | 'last'): string {
  if (text.length <= CONTEXT * 2) return text;
  const head = position === 'first' ? '' : text.slice(0, CONTEXT);
  const tail = position === 'last' ? '' : text.slice(-CONTEXT);
  return `${head}${head ? ' … ' : '… '}${tail}`;
}

interface WordDiffProps {
  before: string;
  after: string;
  /** What a screen reader hears before an insertion and a deletion, and what shows when nothing changed. */
  labels: { added: string; removed: string; same: string };
  /** Shortens long unchanged runs to their ends: the reader looks for what changed. */
  shortenUnchanged?: boolean;
}

/**
 * Word by word, what a change removed (struck through) and added (underlined); texts keep their
 * lines (one per row or paragraph, table cells apart).
 */
export function WordDiff({ before, after, labels, shortenUnchanged = false }: WordDiffProps) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  if (parts.every((part) => !part.added && !part.removed)) return <Text color="fg.muted">{labels.same}</Text>;
  const unchanged = (text: string, index: number) =>
    shortenUnchanged ? shorten(text, index === 0 ? 'first' : index === parts.length - 1 ? 'last' : 'middle') : text;
  return (
    <Box whiteSpace="pre-wrap" lineHeight="tall" fontSize="sm" borderWidth="1px" rounded="md" p="3" maxH="50vh" overflowY="auto" bg="bg.panel">
      {parts.map((part, index) =>
        part.added ? (
          <chakra.ins key={index} bg="green.subtle" color="green.fg" textDecoration="underline">
            <chakra.span srOnly>{labels.added} </chakra.span>
            {part.value}
          </chakra.ins>
        ) : part.removed ? (
          <chakra.del key={index} bg="red.subtle" color="red.fg">
            <chakra.span srOnly>{labels.removed} </chakra.span>
            {part.value}
          </chakra.del>
        ) : (
          <span key={index}>{unchanged(part.value, index)}</span>
        ),
      )}
    </Box>
  );
}
