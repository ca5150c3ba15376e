import type { EvidenceGrade } from '@contract/evidence';
import { useTranslation } from 'react-i18next';
import { MarkBadge } from './mark-badge';

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
    <MarkBadge mark={grade} palette={GRADE_PALETTE}>
      {gradeLabel(grade)}
    </MarkBadge>
  );
}
