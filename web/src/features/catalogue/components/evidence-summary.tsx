import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { EVIDENCE_GRADES, type EvidenceGrade } from '@contract/evidence';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Indication } from '@/types/catalogue';

/** A colour per grade for the badge's wash and rule; the text stays `fg`, so contrast holds in both themes. */
const GRADE_PALETTE: Record<EvidenceGrade, string> = { A: 'green', B: 'teal', C: 'orange', D: 'gray' };

export function GradeBadge({ grade }: { grade: EvidenceGrade }) {
  const { t } = useTranslation('catalogue');
  return (
    <Box
      as="span"
      colorPalette={GRADE_PALETTE[grade]}
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
    >
      {t('evidence.badge', { grade, label: t(`evidence.grades.${grade}.label`) })}
    </Box>
  );
}

/**
 * A supplement's indications with their evidence grade, and what each grade means (the scale of
 * docs/decisions.md, "Evidence grades").
 */
export function EvidenceSummary({ indications }: { indications: Indication[] }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  if (indications.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} className="evidence-summary" p={{ base: '4', md: '5' }} mb="6" bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg">
      <Heading as="h2" id={headingId} size="md" color="teal.ink" mb="3">
        {t('evidence.title')}
      </Heading>
      <Stack as="ul" gap="2" listStyle="none">
        {indications.map((indication, index) => (
          <HStack as="li" key={`${index}-${indication.text}`} gap="3" align="start">
            <GradeBadge grade={indication.grade} />
            <Text>{indication.text}</Text>
          </HStack>
        ))}
      </Stack>
      <Box as="details" mt="4" fontSize="sm">
        <Box as="summary" cursor="pointer" color="teal.inkSoft" fontWeight="medium">
          {t('evidence.scale')}
        </Box>
        <Box as="dl" mt="2" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
          {EVIDENCE_GRADES.map((grade) => (
            <Box key={grade} display="contents">
              <Box as="dt" fontWeight="semibold">
                {t('evidence.badge', { grade, label: t(`evidence.grades.${grade}.label`) })}
              </Box>
              <Box as="dd" color="fg.muted">
                {t(`evidence.grades.${grade}.meaning`)}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
