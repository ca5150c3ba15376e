import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface MarkBadgeProps<M extends string> {
  /** The mark shown: a grade ('A'), a severity ('grave'). */
  mark: M;
  /** A Chakra colour palette per mark, for the badge's wash and rule. */
  palette: Record<M, string>;
  /** The mark in words; the words carry the meaning, the colour only repeats it. */
  children: ReactNode;
  className?: string;
}

/** A small label on a wash of its mark's colour; the text stays `fg`, so contrast holds in both themes. */
export function MarkBadge<M extends string>({ mark, palette, children, className }: MarkBadgeProps<M>) {
  return (
    <Box
      as="span"
      colorPalette={palette[mark]}
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
      className={className}
    >
      {children}
    </Box>
  );
}
