import { Box } from '@chakra-ui/react';
import type { EvidenceGrade } from '@contract/evidence';
import { useTranslation } from 'react-i18next';

/** A colour per grade for the badge's wash and rule; the text stays `fg`, so contrast holds in both themes. */
const GRADE_PALETTE: Record<EvidenceGrade, string> = { A: 'green', B: 'teal', C: 'orange', D: 'gray' };

/** 'A · Forte': an evidence grade and its name (docs/decisions/catalogue-and-content.md, "Evidence grades"). */
export function useGradeLabel(): (grade: EvidenceGrade) => string {
  const { t } = useTranslation('evidence');
  return (grade) => t('badge', { grade, label: t(`grades.${grade}`) });
}

export function GradeBadge({ grade }: { grade: EvidenceGrade }) {
  const gradeLabel = useGradeLabel();
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
      {gradeLabel(grade)}
    </Box>
  );
}
