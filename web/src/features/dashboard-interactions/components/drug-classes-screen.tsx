import { Button, Flex } from '@chakra-ui/react';
import type { DrugClassAdmin } from '@contract/drugs-answers';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TruncatedText } from '@/components/dashboard/data-table';
import { clinicalListKeys, listDrugClasses, useDeleteDrugClass, useSaveDrugClass } from '../api/clinical-lists';
import { NamedListScreen } from './named-list-screen';
import { NamesForm } from './names-form';

/** Classes de medicamentos: what a drug can belong to ('anticoagulantes cumarínicos'), with how many drugs each holds. */
export function DrugClassesScreen() {
  const { t } = useTranslation('dashboard-interactions');
  return (
    <NamedListScreen
      title={t('classes.title')}
      searchPlaceholder={t('classes.search')}
      resource="drug-classes"
      historyType="drug_class"
      queryKey={clinicalListKeys.drugClasses}
      fetchPage={listDrugClasses}
      columns={[
        { header: t('classes.columns.name'), cell: (row: DrugClassAdmin) => <TruncatedText text={row.name} length={50} /> },
        { header: t('classes.columns.nameEn'), cell: (row: DrugClassAdmin) => <TruncatedText text={row.name_en} length={50} /> },
        { header: t('classes.columns.drugs'), cell: (row: DrugClassAdmin) => String(row.drugs_count) },
      ]}
      useSave={useSaveDrugClass}
      useRemove={useDeleteDrugClass}
      titles={{ create: t('classes.createTitle'), edit: (name) => t('classes.editTitle', { name }), delete: t('classes.deleteTitle') }}
      renderForm={(slot) => <NamesForm kind="drugClass" {...slot} />}
      aside={
        <Flex mb="4">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/dashboard/medicamentos">{t('classes.back')}</RouterLink>
          </Button>
        </Flex>
      }
    />
  );
}
