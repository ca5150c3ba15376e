import { Box, Text } from '@chakra-ui/react';

interface DetailListProps {
  entries: { label: string; value: string }[];
}

/** Label/value pairs of a detail dialog, as a description list. */
export function DetailList({ entries }: DetailListProps) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '3' }}>
      {entries.map((entry) => (
        <Box key={entry.label} display="contents">
          <Text as="dt" fontWeight="semibold" color="fg.muted" mt={{ base: '2', sm: '0' }}>
            {entry.label}
          </Text>
          <Text as="dd" wordBreak="break-word" whiteSpace="pre-wrap">
            {entry.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
