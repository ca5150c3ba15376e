import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { EVIDENCE_GRADES } from '@contract/evidence';
import { useTranslation } from 'react-i18next';
import { GradeBadge, useGradeLabel } from '@/components/evidence/grade-badge';
import { ReviewedLine } from '@/components/evidence/reviewed-line';
import { formatDate } from '@/lib/dates';
import type { SupplementTopicsAnswer as SupplementTopics } from '@contract/topics-answers';
import { MonographDates } from './monograph-dates';
import { TopicContent, type TopicTextAlign } from './topic-content';
import { TopicReferences } from './topic-references';

interface PrintableMonographProps {
  data: SupplementTopics;
  textAlign: TopicTextAlign;
  /** Print only this topic (a Nutra Fórmula as a prescription aid); every readable topic otherwise. */
  onlyTopicId: number | null;
  /** Where the printed monograph (or topic) is read online. */
  address: string;
}

/**
 * What paper gets (hidden on screen): product name, the supplement, the print date, its graded
 * indications and each readable topic with its references, links written out by the print stylesheet.
 */
export function PrintableMonograph({ data, textAlign, onlyTopicId, address }: PrintableMonographProps) {
  const { t } = useTranslation('catalogue');
  const gradeLabel = useGradeLabel();
  const { supplement, indications, items } = data;
  const topics = items.filter((topic) => topic.content !== null && !topic.locked && (onlyTopicId === null || topic.id === onlyTopicId));
  return (
    <Box className="print-only print-monograph" color="black" fontSize="sm">
      <Box borderBottomWidth="2px" borderColor="black" pb="2" mb="4">
        <Text fontWeight="bold">{t('appName', { ns: 'common' })}</Text>
        <Heading as="p" size="xl">
          {supplement.name}
        </Heading>
        <Text>{t('teaser.category', { name: supplement.category.name })}</Text>
        <Text>{t('print.printedOn', { date: formatDate(new Date().toISOString()) })}</Text>
        <MonographDates slug={supplement.slug} />
      </Box>
      {onlyTopicId === null && indications.length > 0 ? (
        <Box mb="6">
          <Heading as="p" size="md" mb="2">
            {t('evidence.title')}
          </Heading>
          <Stack as="ul" gap="1" listStyle="none">
            {indications.map((indication, index) => (
              <li key={`${index}-${indication.text}`}>
                <GradeBadge grade={indication.grade} /> {indication.text}
              </li>
            ))}
          </Stack>
          <Text mt="2" fontSize="xs">
            {EVIDENCE_GRADES.map((grade) => `${gradeLabel(grade)}: ${t(`evidence.grades.${grade}`)}`).join(' ')}
          </Text>
        </Box>
      ) : null}
      {topics.map((topic) => (
        <Box key={topic.id} className="print-topic">
          <Heading as="p" size="lg" mb="1">
            {topic.name}
          </Heading>
          <ReviewedLine reviewedAt={topic.reviewed_at} reviewedBy={topic.reviewed_by} />
          <Box mt="2">
            <TopicContent html={topic.content ?? ''} textAlign={textAlign} idPrefix={`impressao-${topic.slug}`} />
          </Box>
          <Box mt="3">
            <TopicReferences references={topic.references} headingId={`impressao-${topic.slug}-referencias`} />
          </Box>
        </Box>
      ))}
      <Text mt="8" fontSize="xs" borderTopWidth="1px" borderColor="black" pt="2">
        {t('print.footer', { url: address })}
      </Text>
    </Box>
  );
}
