import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import { DataTable, TruncatedText, type Column } from '@/components/dashboard/data-table';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { DetailList } from '@/components/dashboard/detail-list';
import { ListEmptyState } from '@/components/dashboard/list-empty-state';
import { truncateText } from '@/components/dashboard/format';
import { formatDateTime } from '@/lib/dates';
import { ItemActions } from '@/components/dashboard/item-actions';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { LoadMoreButton } from '@/components/load-more-button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useModalMode } from '@/components/dashboard/use-modal-mode';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { PageHeading } from '@/components/page-heading';
import { listSuggestions, suggestionListKey, useDeleteSuggestion, type Suggestion } from '../api/suggestions';

/** Spec section 9: suggestions table cells cut at 28 (name), 60 (suggestion) and 16 (date). */
const CUT = { name: 28, content: 60, date: 16 } as const;

/** Suggestions: search, table (name, suggestion, registered at, view/delete), detail and delete dialogs. */
export function SuggestionsScreen() {
  const { t } = useTranslation(['dashboard-suggestions', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({ queryKey: suggestionListKey, search: settledSearch, fetchPage: listSuggestions, errorFallback: t('dashboard:loadFailed') });
  const modal = useModalMode<Suggestion>();
  const remove = useDeleteSuggestion(() => {
    modal.close();
    void list.reset();
  });
  const suggestion = modal.item;

  const columns: Column<Suggestion>[] = [
    { header: t('columns.name'), cell: (row) => <TruncatedText text={row.user.name} length={CUT.name} /> },
    { header: t('columns.content'), cell: (row) => <TruncatedText text={row.content} length={CUT.content} /> },
    { header: t('columns.createdAt'), cell: (row) => <TruncatedText text={formatDateTime(row.created_at)} length={CUT.date} /> },
    {
      header: t('dashboard:actions.column'),
      actions: true,
      cell: (row) => {
        const name = t('itemName', { name: row.user.name });
        return <ItemActions name={name} onView={() => modal.open('item', row)} onDelete={() => modal.open('delete', row)} />;
      },
    },
  ];

  return (
    <>
      <PageHeading title={t('common:sections.suggestions')} />
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={t('searchPlaceholder')} />
      <DataTable
        caption={t('common:sections.suggestions')}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        loading={list.loading}
        emptyState={<ListEmptyState title={t('empty')} text="" />}
      />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <DashboardDialog open={modal.mode === 'item'} title={t('details.title')} onClose={modal.close}>
        {suggestion && (
          <DetailList
            entries={[
              { label: t('details.name'), value: suggestion.user.name },
              { label: t('details.email'), value: suggestion.user.email },
              { label: t('details.phone'), value: suggestion.user.detail.phone },
              { label: t('details.createdAt'), value: formatDateTime(suggestion.created_at) },
              { label: t('details.content'), value: suggestion.content },
            ]}
          />
        )}
      </DashboardDialog>
      <ConfirmDeleteDialog
        open={modal.mode === 'delete'}
        title={t('deleteTitle')}
        name={suggestion ? truncateText(suggestion.content, CUT.name) : ''}
        busy={remove.isPending}
        onConfirm={() => suggestion && remove.mutate(suggestion.id)}
        onClose={modal.close}
      />
    </>
  );
}
