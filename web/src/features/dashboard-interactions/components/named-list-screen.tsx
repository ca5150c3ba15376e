import { Stack } from '@chakra-ui/react';
import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ContentType } from '@/api/content-versions';
import { DataTable, type Column } from '@/components/dashboard/data-table';
import { ItemActions } from '@/components/dashboard/item-actions';
import { ItemDialogs, type ItemFormSlot } from '@/components/dashboard/item-dialogs';
import { ItemHistory } from '@/components/dashboard/item-history';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import type { EditableResource, EditedItem } from '@/components/dashboard/use-edit-item';
import { useModalMode } from '@/components/dashboard/use-modal-mode';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import type { PagedResponse } from '@/components/dashboard/paged-list-query';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeading } from '@/components/page-heading';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFieldLabel } from '../field-label';

interface Named {
  id: number;
  name: string;
}

interface NamedListScreenProps<R extends EditableResource, T extends Named, Input> {
  title: string;
  searchPlaceholder: string;
  resource: R;
  /** Whose versions the edit dialog lists under the form. */
  historyType: ContentType;
  queryKey: QueryKey;
  fetchPage: (page: number, search: string) => Promise<PagedResponse<T>>;
  /** The table's columns before 'Ações'. */
  columns: Column<T>[];
  useSave: (onSaved: () => void) => UseMutationResult<unknown, unknown, Input>;
  useRemove: (onDeleted: () => void) => UseMutationResult<unknown, unknown, number>;
  titles: { create: string; edit: (name: string) => string; delete: string };
  renderForm: (slot: ItemFormSlot<EditedItem<R>, Input>) => ReactNode;
  /** Under the heading, beside the search (a link to the drug classes). */
  aside?: ReactNode;
}

/**
 * A dashboard list of named entries (drugs, drug classes, conditions): search, 'Adicionar novo', a
 * table with edit and delete, 'Ver mais', and the shared create, edit and delete dialogs; the edit
 * dialog lists the entry's versions under its form. A deletion goes to the trash. `?busca=` opens it searched.
 */
export function NamedListScreen<R extends EditableResource, T extends Named, Input>({
  title,
  searchPlaceholder,
  resource,
  historyType,
  queryKey,
  fetchPage,
  columns,
  useSave,
  useRemove,
  titles,
  renderForm,
  aside,
}: NamedListScreenProps<R, T, Input>) {
  const { t } = useTranslation(['dashboard-interactions', 'dashboard']);
  const fieldLabel = useFieldLabel();
  // `?busca=` starts the list searched (the content-quality report links a drug or condition so).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('busca') ?? '');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({ queryKey, search: settledSearch, fetchPage, errorFallback: t('dashboard:loadFailed') });
  const modal = useModalMode<T>();
  const changed = () => {
    modal.close();
    void list.reset();
  };
  const save = useSave(changed);
  const remove = useRemove(changed);
  const withActions: Column<T>[] = [
    ...columns,
    {
      header: t('dashboard:actions.column'),
      actions: true,
      cell: (row) => <ItemActions name={row.name} onEdit={() => modal.open('edit', row)} onDelete={() => modal.open('delete', row)} />,
    },
  ];

  return (
    <>
      <PageHeading title={title} />
      {aside}
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={searchPlaceholder} onAdd={() => modal.open('create')} />
      <DataTable caption={title} columns={withActions} rows={list.items} rowKey={(row) => row.id} loading={list.loading} />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <ItemDialogs
        resource={resource}
        mode={modal.mode}
        item={modal.item}
        save={save}
        remove={remove}
        titles={{ create: titles.create, edit: titles.edit(modal.item?.name ?? ''), delete: titles.delete }}
        size="lg"
        onClose={modal.close}
        renderForm={(slot) => (
          <Stack gap="6">
            {renderForm(slot)}
            {slot.item && <ItemHistory type={historyType} itemId={slot.item.id} fieldLabel={fieldLabel} onRestored={() => {
                  slot.onReload();
                  void list.reset();
                }} />}
          </Stack>
        )}
      />
    </>
  );
}
