import { Box, Heading } from '@chakra-ui/react';
import { EVIDENCE_GRADES } from '@contract/evidence';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeLabel } from '@/components/evidence/grade-badge';
import { IndicationList } from '@/components/evidence/indication-list';
import type { Indication } from '@contract/evidence';

/**
 * A supplement's indications with their evidence grade, and what each grade means (the scale of
 * docs/decisions/catalogue-and-content.md, "Evidence grades").
 */
export function EvidenceSummary({ indications }: { indications: Indication[] }) {
  const { t } = useTranslation('catalogue');
  const gradeLabel = useGradeLabel();
  const headingId = useId();
  if (indications.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} className="evidence-summary" p={{ base: '4', md: '5' }} mb="6" bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg">
      <Heading as="h2" id={headingId} size="md" color="teal.ink" mb="3">
        {t('evidence.title')}
      </Heading>
      <IndicationList indications={indications} />
      <Box as="details" mt="4" fontSize="sm">
        <Box as="summary" cursor="pointer" color="teal.inkSoft" fontWeight="medium">
          {t('evidence.scale')}
        </Box>
        <Box as="dl" mt="2" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
          {EVIDENCE_GRADES.map((grade) => (
            <Box key={grade} display="contents">
              <Box as="dt" fontWeight="semibold">
                {gradeLabel(grade)}
              </Box>
              <Box as="dd" color="fg.muted">
                {t(`evidence.grades.${grade}`)}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
