import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Pairs named side by side under a heading ('Nenhuma interação conhecida'), with what that means. */
export function PairList({ title, text, pairs }: { title: string; text: string; pairs: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation('interactions');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} className="pair-list">
      <Heading as="h3" id={headingId} size="md" color="teal.ink">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {text}
      </Text>
      <Stack as="ul" gap="1" ps="5" listStyleType="disc">
        {pairs.map(([a, b]) => (
          <li key={`${a}|${b}`}>{t('card.pair', { a, b })}</li>
        ))}
      </Stack>
    </Box>
  );
}
