import type { ConditionAdmin } from '@contract/drugs-answers';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '@/components/dashboard/data-table';
import { clinicalListKeys, listConditions, useDeleteCondition, useSaveCondition } from '../api/clinical-lists';
import { NamedListScreen } from './named-list-screen';
import { NamesForm } from './names-form';

/** Condições: the patient conditions an interaction can name ('gestação', 'insuficiência renal'). */
export function ConditionsScreen() {
  const { t } = useTranslation('dashboard-interactions');
  return (
    <NamedListScreen
      title={t('conditions.title')}
      searchPlaceholder={t('conditions.search')}
      resource="conditions"
      historyType="condition"
      queryKey={clinicalListKeys.conditions}
      fetchPage={listConditions}
      columns={[
        { header: t('conditions.columns.name'), cell: (row: ConditionAdmin) => <TruncatedText text={row.name} length={50} /> },
        { header: t('conditions.columns.nameEn'), cell: (row: ConditionAdmin) => <TruncatedText text={row.name_en} length={50} /> },
        { header: t('conditions.columns.synonyms'), cell: (row: ConditionAdmin) => <TruncatedText text={row.synonyms.join(', ')} length={40} /> },
      ]}
      useSave={useSaveCondition}
      useRemove={useDeleteCondition}
      titles={{ create: t('conditions.createTitle'), edit: (name) => t('conditions.editTitle', { name }), delete: t('conditions.deleteTitle') }}
      renderForm={(slot) => <NamesForm kind="condition" {...slot} />}
    />
  );
}
