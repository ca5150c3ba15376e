import { Box } from '@chakra-ui/react';
import { EVIDENCE_GRADES } from '@contract/evidence';
import { useTranslation } from 'react-i18next';
import { useGradeLabel } from '@/components/evidence/grade-badge';

/** What each evidence level means for an interaction, folded under its question as the indications show theirs. */
export function EvidenceScale() {
  const { t } = useTranslation('interactions');
  const gradeLabel = useGradeLabel();
  return (
    <Box as="details" fontSize="sm" className="evidence-scale">
      <Box as="summary" cursor="pointer" color="teal.inkSoft" fontWeight="medium">
        {t('scale.summary')}
      </Box>
      <Box as="dl" mt="2" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
        {EVIDENCE_GRADES.map((grade) => (
          <Box key={grade} display="contents">
            <Box as="dt" fontWeight="semibold">
              {gradeLabel(grade)}
            </Box>
            <Box as="dd" color="fg.muted">
              {t(`scale.${grade}`)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
