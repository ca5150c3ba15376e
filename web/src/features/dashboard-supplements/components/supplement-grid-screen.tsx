import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/card-grid';
import { DASHBOARD_COLUMNS, DashboardCardSkeleton } from '@/components/dashboard/card-skeleton';
import { ListEmptyState } from '@/components/dashboard/list-empty-state';
import { ItemDialogs } from '@/components/dashboard/item-dialogs';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { LoadMoreButton } from '@/components/load-more-button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLastDefined } from '@/hooks/use-last-defined';
import { useModalMode } from '@/components/dashboard/use-modal-mode';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { PageHeading } from '@/components/page-heading';
import type { SupplementCard as Supplement } from '@contract/supplements-answers';
import { getCategorySupplements, supplementKeys } from '@/api/supplements';
import { SupplementCard } from './supplement-card';
import { useDeleteSupplement, useSaveSupplement } from '../api/save-supplement';
import { SupplementForm } from './supplement-form';

interface SupplementGridScreenProps {
  categorySlug: string;
}

/** The supplements of one category: 'Suplementos de {category}', search, cards, dialogs, 'Ver mais'. */
export function SupplementGridScreen({ categorySlug }: SupplementGridScreenProps) {
  const { t } = useTranslation(['dashboard-supplements', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({
    queryKey: supplementKeys.dashboard(categorySlug),
    search: settledSearch,
    fetchPage: (page, term) => getCategorySupplements(categorySlug, page, term),
    errorFallback: t('dashboard:loadFailed'),
  });
  const modal = useModalMode<Supplement>();
  const category = useLastDefined(list.firstPage?.category, categorySlug);
  const changed = () => {
    modal.close();
    void list.reset();
  };
  const save = useSaveSupplement(changed);
  const remove = useDeleteSupplement(changed);

  return (
    <>
      <PageHeading title={category ? t('title', { name: category.name }) : t('common:verifying')} />
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        placeholder={category ? t('searchIn', { name: category.name }) : undefined}
        onAdd={() => modal.open('create')}
        addDisabled={!category}
      />
      <CardGrid
        label={category ? t('title', { name: category.name }) : undefined}
        loading={list.loading}
        skeleton={<DashboardCardSkeleton withImage={false} />}
        empty={<ListEmptyState />}
        columns={DASHBOARD_COLUMNS}
      >
        {list.items.map((supplement) => (
          <SupplementCard key={supplement.id} supplement={supplement} onEdit={() => modal.open('edit', supplement)} onDelete={() => modal.open('delete', supplement)} />
        ))}
      </CardGrid>
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      {category && (
        <ItemDialogs
          resource="supplements"
          mode={modal.mode}
          item={modal.item}
          save={save}
          remove={remove}
          titles={{ create: t('form.createTitle'), edit: t('form.editTitle', { name: modal.item?.name }), delete: t('deleteTitle') }}
          onClose={modal.close}
          renderForm={(slot) => <SupplementForm {...slot} categoryId={category.id} />}
        />
      )}
    </>
  );
}
