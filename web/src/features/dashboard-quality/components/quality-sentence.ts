import type { QualityItem } from '@contract/quality-answers';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';

const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** Words a finding in the reader's language: what is wrong, naming the monograph and the item. */
export function useQualitySentence(): (item: QualityItem) => string {
  const { t } = useTranslation(['dashboard-quality', 'doses']);
  return (item) => {
    const supplement = item.supplement?.name ?? '';
    const target = item.target?.name ?? '';
    switch (item.kind) {
      case 'prose_without_interaction':
        return t('item.prose', { supplement, target, phrase: item.phrase ?? target, topic: item.topic?.name ?? '' });
      case 'severity_disagrees':
        return t('item.severity', { supplement, target, word: item.prose_word ?? '', severity: t(`severity.${item.severity ?? 'moderada'}`) });
      case 'dose_above_upper_level': {
        const dose = item.dose;
        if (!dose) return supplement;
        return t('item.dose', { supplement, dose: dose.text, perDay: number(dose.per_day), upper: number(dose.upper_level), unit: dose.unit, nutrient: dose.nutrient.name, group: t(`doses:populationGroups.${dose.group}`) });
      }
      case 'form_without_formula':
        return t('item.form', { supplement, target });
      case 'nutrient_without_anvisa':
        return t('item.anvisa', { target, groups: item.missing_groups.map((group) => t(`doses:populationGroups.${group}`)).join(', ') });
      case 'review_due':
        return item.reviewed_at ? t('item.reviewOld', { supplement, date: formatDate(item.reviewed_at) }) : t('item.reviewNever', { supplement });
      case 'drug_without_interaction':
        return t('item.drug', { target });
      case 'condition_without_interaction':
        return t('item.condition', { target });
    }
  };
}
