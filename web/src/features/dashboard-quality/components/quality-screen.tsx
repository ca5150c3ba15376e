import { Badge, Box, Button, Heading, HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { QUALITY_KINDS, type QualityKind } from '@contract/quality';
import type { QualityItem, QualityReport } from '@contract/quality-answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { formatDateTime } from '@/lib/dates';
import { useQualityReport } from '../api/quality';
import { qualityItemLink } from '../item-link';
import { useQualitySentence } from './quality-sentence';

/** Findings shown per kind before 'Mostrar todos'. */
const FIRST_SHOWN = 20;

/**
 * Qualidade do conteúdo (issue 39): the report the background job stored after the last content
 * change, one section per kind with its count; each finding is a link to the editor that fixes it.
 */
export function QualityScreen() {
  const { t } = useTranslation('dashboard-quality');
  const query = useQualityReport();
  const report = query.data?.report ?? null;
  return (
    <>
      <PageHeading title={t('title')} />
      <Text color="fg.muted" mb="2">
        {t('intro')}
      </Text>
      {query.isError && <Text color="fg.error">{t('loadFailed')}</Text>}
      {!query.isError && !report && (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="sm" />
          <Text>{t('computing')}</Text>
        </HStack>
      )}
      {report && <ReportSections report={report} />}
    </>
  );
}

function ReportSections({ report }: { report: QualityReport }) {
  const { t } = useTranslation('dashboard-quality');
  return (
    <Stack gap="8">
      <Text fontSize="sm" color="fg.muted">
        {t('builtAt', { date: formatDateTime(report.built_at) })}
        {report.truncated && ` ${t('truncated')}`}
      </Text>
      {QUALITY_KINDS.map((kind) => (
        <KindSection key={kind} kind={kind} count={report.counts[kind]} items={report.items.filter((item) => item.kind === kind)} />
      ))}
    </Stack>
  );
}

function KindSection({ kind, count, items }: { kind: QualityKind; count: number; items: QualityItem[] }) {
  const { t } = useTranslation('dashboard-quality');
  const sentence = useQualitySentence();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST_SHOWN);
  const headingId = `quality-${kind}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <HStack gap="3" mb="3">
        <Heading as="h2" size="md" id={headingId}>
          {t(`kinds.${kind}`)}
        </Heading>
        <Badge colorPalette={count > 0 ? 'orange' : 'green'} variant="subtle">
          {count}
        </Badge>
      </HStack>
      {count === 0 ? (
        <Text color="fg.muted">{t('none')}</Text>
      ) : (
        <List.Root gap="3" ps="5">
          {shown.map((item, index) => (
            <List.Item key={`${kind}-${index}`}>
              <Link asChild color="teal.ink" fontWeight="medium">
                <RouterLink to={qualityItemLink(item)}>{sentence(item)}</RouterLink>
              </Link>
              {item.excerpt && (
                <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                  “{item.excerpt}”{item.topic ? ` — ${item.topic.name}` : ''}
                </Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
      {count > items.length && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('listed', { shown: items.length, count })}
        </Text>
      )}
      {!all && items.length > FIRST_SHOWN && (
        <Button size="sm" variant="outline" mt="3" onClick={() => setAll(true)}>
          {t('showAll', { count: items.length })}
        </Button>
      )}
    </Box>
  );
}
