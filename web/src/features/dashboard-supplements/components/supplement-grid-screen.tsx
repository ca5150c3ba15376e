import { Checkbox, Field, Flex } from '@chakra-ui/react';
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
import { reviewDueBefore, type SupplementSort } from '@contract/supplements';
import { ChoiceSelect } from '@/components/dashboard/choice-select';
import { SupplementCard } from './supplement-card';
import { useDeleteSupplement, useMarkSupplementReviewed, useSaveSupplement } from '../api/save-supplement';
import { SupplementForm } from './supplement-form';

interface SupplementGridScreenProps {
  categorySlug: string;
}

/**
 * The supplements of one category: 'Suplementos de {category}', search, order ('Revisado em' among
 * them) and the 'Revisão pendente' filter, cards with 'Marcar como revisado', dialogs, 'Ver mais'.
 */
export function SupplementGridScreen({ categorySlug }: SupplementGridScreenProps) {
  const { t } = useTranslation(['dashboard-supplements', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SupplementSort>('order');
  const [onlyDue, setOnlyDue] = useState(false);
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({
    queryKey: [...supplementKeys.dashboard(categorySlug), sort, onlyDue ? 'due' : 'all'],
    search: settledSearch,
    fetchPage: (page, term) => getCategorySupplements(categorySlug, page, term, sort, onlyDue ? 'due' : undefined),
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
  const review = useMarkSupplementReviewed(() => void list.reset());
  const dueBefore = reviewDueBefore(new Date());
  const sorts: { value: SupplementSort; label: string }[] = [
    { value: 'order', label: t('sort.order') },
    { value: 'name', label: t('sort.name') },
    { value: 'reviewed', label: t('sort.reviewed') },
  ];

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
      <Flex gap="4" mb="6" mt="-2" wrap="wrap" align="center">
        <Field.Root maxW="20rem">
          <Field.Label>{t('sort.label')}</Field.Label>
          <ChoiceSelect name="sort" value={sort} onValueChange={(value) => setSort(value as SupplementSort)} choices={sorts} />
        </Field.Root>
        <Checkbox.Root checked={onlyDue} onCheckedChange={(change) => setOnlyDue(change.checked === true)} alignSelf="flex-end" mb="2">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('filter.reviewDue')}</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      <CardGrid
        label={category ? t('title', { name: category.name }) : undefined}
        loading={list.loading}
        skeleton={<DashboardCardSkeleton withImage={false} />}
        empty={<ListEmptyState />}
        columns={DASHBOARD_COLUMNS}
      >
        {list.items.map((supplement) => (
          <SupplementCard
            key={supplement.id}
            supplement={supplement}
            reviewDue={supplement.reviewed_at === null || supplement.reviewed_at < dueBefore}
            onEdit={() => modal.open('edit', supplement)}
            onDelete={() => modal.open('delete', supplement)}
            onMarkReviewed={() => review.mutate(supplement.id)}
            reviewing={review.isPending && review.variables === supplement.id}
          />
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
