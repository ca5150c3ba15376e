import { Box, Flex, Heading, Link, Text, Wrap } from '@chakra-ui/react';
import { QUALITY_KINDS } from '@contract/quality';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQualityReport } from '../api/quality';

/** The counts of the content-quality report on the dashboard's home, linking to the report's sections. */
export function QualitySummary() {
  const { t } = useTranslation('dashboard-quality');
  const report = useQualityReport().data?.report;
  if (!report) return null;
  const open = QUALITY_KINDS.filter((kind) => report.counts[kind] > 0);
  return (
    <Box as="section" aria-labelledby="quality-summary" borderWidth="1px" borderRadius="md" p="4" mb="6">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="2">
        <Heading as="h2" size="sm" id="quality-summary">
          {t('summaryTitle')}
        </Heading>
        <Link asChild color="teal.ink" fontSize="sm">
          <RouterLink to="/dashboard/qualidade">{t('summaryLink')}</RouterLink>
        </Link>
      </Flex>
      {open.length === 0 ? (
        <Text color="fg.muted">{t('summaryClean')}</Text>
      ) : (
        <Wrap gap="4">
          {open.map((kind) => (
            <Link key={kind} asChild fontSize="sm">
              <RouterLink to={`/dashboard/qualidade#quality-${kind}`}>
                <Text as="span" fontWeight="semibold" color="orange.fg">
                  {report.counts[kind]}
                </Text>{' '}
                {t(`kinds.${kind}`)}
              </RouterLink>
            </Link>
          ))}
        </Wrap>
      )}
    </Box>
  );
}
