import { useState, type ReactNode } from 'react';
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
import type { CategoryCard as Category } from '@contract/categories-answers';
import { dashboardCategoryList } from '@/api/categories';
import { CategoryCard } from './category-card';
import { useDeleteCategory } from '../api/delete-category';
import { useSaveCategory } from '../api/save-category';
import { CategoryForm } from './category-form';

interface CategoryGridScreenProps {
  /** A parent's slug for its subcategories; null for the top-level categories (/dashboard). */
  parentSlug: string | null;
  /** Shown under the heading (the admin home's content-quality counts). */
  intro?: ReactNode;
}

/** The categories grid (/dashboard) and a parent's subcategories: search, cards, dialogs, 'Ver mais'. */
export function CategoryGridScreen({ parentSlug, intro }: CategoryGridScreenProps) {
  const { t } = useTranslation(['dashboard-categories', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({
    ...dashboardCategoryList(parentSlug),
    search: settledSearch,
    errorFallback: t('dashboard:loadFailed'),
  });
  const modal = useModalMode<Category>();
  const parent = useLastDefined(list.firstPage?.category, parentSlug ?? '');
  const changed = () => {
    modal.close();
    void list.reset();
  };
  const save = useSaveCategory(changed);
  const remove = useDeleteCategory(changed);

  const title = parentSlug ? (parent ? t('subcategoriesTitle', { name: parent.name }) : t('common:verifying')) : t('common:sections.categories');
  const placeholder = parentSlug ? (parent ? t('searchIn', { name: parent.name }) : undefined) : t('searchPlaceholder');

  return (
    <>
      <PageHeading title={title} />
      {intro}
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={placeholder} onAdd={() => modal.open('create')} addDisabled={parentSlug !== null && !parent} />
      <CardGrid label={title} loading={list.loading} skeleton={<DashboardCardSkeleton />} empty={<ListEmptyState />} columns={DASHBOARD_COLUMNS}>
        {list.items.map((category) => (
          <CategoryCard key={category.id} category={category} onEdit={() => modal.open('edit', category)} onDelete={() => modal.open('delete', category)} />
        ))}
      </CardGrid>
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <ItemDialogs
        resource="categories"
        mode={modal.mode}
        item={modal.item}
        save={save}
        remove={remove}
        titles={{ create: t('form.createTitle'), edit: t('form.editTitle', { name: modal.item?.name }), delete: t('deleteTitle') }}
        onClose={modal.close}
        renderForm={(slot) => <CategoryForm {...slot} parentId={parent?.id ?? null} />}
      />
    </>
  );
}
