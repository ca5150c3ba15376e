import { Button, HStack, Text } from '@chakra-ui/react';
import type { NutrientListAnswer } from '@contract/doses-answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import { DataTable, TruncatedText, type Column } from '@/components/dashboard/data-table';
import { ItemActions } from '@/components/dashboard/item-actions';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { useModalMode } from '@/components/dashboard/use-modal-mode';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeading } from '@/components/page-heading';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatDate } from '@/lib/dates';
import { doseKeys, listNutrients, useDeleteNutrient } from '../api/nutrients';
import { NUTRIENTS_PATH } from '../paths';

type Row = NutrientListAnswer['data'][number];

/** Nutrientes: search, the table (name, unit, supplements, last change); add and edit open the editor page, delete goes to the trash. */
export function NutrientsScreen() {
  const { t } = useTranslation(['dashboard-doses', 'dashboard']);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({ queryKey: doseKeys.nutrients, search: settledSearch, fetchPage: listNutrients, errorFallback: t('dashboard:loadFailed') });
  const modal = useModalMode<Row>();
  const remove = useDeleteNutrient(() => {
    modal.close();
    void list.reset();
  });

  const columns: Column<Row>[] = [
    { header: t('list.columns.name'), cell: (row) => <TruncatedText text={row.name} length={40} /> },
    { header: t('list.columns.unit'), cell: (row) => row.unit },
    { header: t('list.columns.supplements'), cell: (row) => <TruncatedText text={row.supplements.join(', ')} length={40} /> },
    { header: t('list.columns.updated'), cell: (row) => formatDate(row.updated_at) },
    {
      header: t('dashboard:actions.column'),
      actions: true,
      cell: (row) => <ItemActions name={row.name} onEdit={() => void navigate(`${NUTRIENTS_PATH}/${row.id}`)} onDelete={() => modal.open('delete', row)} />,
    },
  ];

  return (
    <>
      <PageHeading title={t('list.title')} />
      <Text color="fg.muted" mb="4">
        {t('list.intro')}
      </Text>
      <HStack gap="3" mb="4" wrap="wrap">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/dashboard/formas-quimicas">{t('forms.title')}</RouterLink>
        </Button>
      </HStack>
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={t('list.search')} onAdd={() => void navigate(`${NUTRIENTS_PATH}/novo`)} />
      <DataTable caption={t('list.title')} columns={columns} rows={list.items} rowKey={(row) => row.id} loading={list.loading} />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <ConfirmDeleteDialog
        open={modal.mode === 'delete'}
        title={t('list.deleteTitle')}
        name={modal.item?.name ?? ''}
        busy={remove.isPending}
        onConfirm={() => modal.item && remove.mutate(modal.item.id)}
        onClose={modal.close}
      />
    </>
  );
}
