import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Pairs named side by side under a heading ('Nenhuma interação registrada'), with what that means. */
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

/** The items no structured interaction covers at all: 'Coenzima Q10: nenhuma interação cadastrada'. */
export function UncoveredItems({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('interactions');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} className="pair-list uncovered-items">
      <Heading as="h3" id={headingId} size="md" color="teal.ink">
        {t('results.uncovered')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('results.uncoveredText')}
      </Text>
      <Stack as="ul" gap="1" ps="5" listStyleType="disc">
        {names.map((name) => (
          <li key={name}>{t('results.uncoveredItem', { name })}</li>
        ))}
      </Stack>
    </Box>
  );
}

/** The standing line under every answer: silence is not safety. */
export function NotEvidenceOfSafety() {
  const { t } = useTranslation('interactions');
  return (
    <Text fontSize="sm" fontWeight="medium" borderStartWidth="3px" borderColor="orange.solid" ps="3" className="not-safety">
      {t('results.notSafety')}
    </Text>
  );
}
