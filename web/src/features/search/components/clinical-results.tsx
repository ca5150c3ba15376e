import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SeverityBadge } from '@/components/evidence/severity-badge';
import { clinicalCheckerHref, interactionCheckerHref, type ClinicalResult } from '../search-cards';
import { CARD_COLUMNS } from './search-result-card';

/** A drug, class or condition: what it is, how it was found, and the supplements it interacts with, worst first (severities only: nothing paid). */
function ClinicalCard({ result }: { result: ClinicalResult }) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const { item, interactions, interactions_total: total } = result;
  return (
    <Stack as="article" aria-labelledby={headingId} gap="3" h="full" p="4" bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg">
      <Box>
        <Heading as="h3" id={headingId} size="md" color="teal.ink">
          {item.name}
        </Heading>
        <Text fontSize="xs" fontWeight="medium" textTransform="uppercase" letterSpacing="wide" color="teal.inkSoft">
          {t(`clinical.kinds.${item.kind}`)}
          {item.matched ? ` · ${t('clinical.matched', { name: item.matched })}` : ''}
        </Text>
      </Box>
      {interactions.length > 0 ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('clinical.count', { count: total })}
          </Text>
          <Stack as="ul" listStyleType="none" gap="1.5">
            {interactions.map((interaction) => (
              <HStack as="li" key={interaction.id} gap="2" align="start">
                <SeverityBadge severity={interaction.severity} />
                <Link asChild color="teal.inkSoft" textDecoration="underline">
                  <RouterLink to={interactionCheckerHref(result, interaction)}>
                    {interaction.supplement.form ? `${interaction.supplement.name} (${interaction.supplement.form.name})` : interaction.supplement.name}
                    {interaction.via ? ` · ${t(interaction.via.kind === 'drug' ? 'clinical.viaMember' : 'clinical.via', { name: interaction.via.name })}` : ''}
                  </RouterLink>
                </Link>
              </HStack>
            ))}
          </Stack>
          {total > interactions.length ? (
            <Text fontSize="sm" color="fg.muted">
              {t('clinical.more', { count: total - interactions.length })}
            </Text>
          ) : null}
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('clinical.none')}
        </Text>
      )}
      <Link asChild mt="auto" fontWeight="semibold" color="teal.inkSoft">
        <RouterLink to={clinicalCheckerHref(result)}>{t('clinical.open', { name: item.name })}</RouterLink>
      </Link>
    </Stack>
  );
}

/** Search's 'Interações' group, after the others: drugs, classes and conditions found by name, synonym or brand. */
export function ClinicalResults({ results }: { results: readonly ClinicalResult[] }) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" color="teal.ink" mb="4">
        {t('groups.Interações')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" templateColumns={CARD_COLUMNS} gap="4">
        {results.map((result) => (
          <li key={`${result.item.kind}:${result.item.id}`}>
            <ClinicalCard result={result} />
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
