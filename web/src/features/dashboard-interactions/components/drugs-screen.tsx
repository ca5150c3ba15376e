import { Button, Flex } from '@chakra-ui/react';
import type { DrugAdmin } from '@contract/drugs-answers';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TruncatedText } from '@/components/dashboard/data-table';
import { clinicalListKeys, listDrugs, useDeleteDrug, useSaveDrug } from '../api/clinical-lists';
import { DrugForm } from './drug-form';
import { NamedListScreen } from './named-list-screen';

/** Medicamentos: the drug list (DCB, international name, classes, brands), with a link to the classes. */
export function DrugsScreen() {
  const { t } = useTranslation('dashboard-interactions');
  return (
    <NamedListScreen
      title={t('drugs.title')}
      searchPlaceholder={t('drugs.search')}
      resource="drugs"
      historyType="drug"
      queryKey={clinicalListKeys.drugs}
      fetchPage={listDrugs}
      columns={[
        { header: t('drugs.columns.name'), cell: (row: DrugAdmin) => <TruncatedText text={row.name} length={40} /> },
        { header: t('drugs.columns.nameEn'), cell: (row: DrugAdmin) => <TruncatedText text={row.name_en} length={40} /> },
        { header: t('drugs.columns.classes'), cell: (row: DrugAdmin) => <TruncatedText text={row.classes.map((drugClass) => drugClass.name).join(', ')} length={40} /> },
        { header: t('drugs.columns.brands'), cell: (row: DrugAdmin) => <TruncatedText text={row.brands.join(', ')} length={30} /> },
      ]}
      useSave={useSaveDrug}
      useRemove={useDeleteDrug}
      titles={{ create: t('drugs.createTitle'), edit: (name) => t('drugs.editTitle', { name }), delete: t('drugs.deleteTitle') }}
      renderForm={(slot) => <DrugForm {...slot} />}
      aside={
        <Flex mb="4">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/dashboard/medicamentos/classes">{t('classes.open')}</RouterLink>
          </Button>
        </Flex>
      }
    />
  );
}
