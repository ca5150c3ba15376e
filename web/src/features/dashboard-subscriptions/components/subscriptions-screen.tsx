import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TruncatedText, type Column } from '@/components/dashboard/data-table';
import { ListEmptyState } from '@/components/dashboard/list-empty-state';
import { formatDateTime } from '@/lib/dates';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { LoadMoreButton } from '@/components/load-more-button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { PageHeading } from '@/components/page-heading';
import { listSubscriptions, planName, subscriptionListKey, type PremiumSubscription } from '../api/get-subscriptions';

/** Spec section 9 (subscriptions 28, 28, 15, 12): see docs/decisions/dashboard-and-editors.md for which column gets which. */
const CUT = { name: 28, email: 28, plan: 15 } as const;

/** Subscriptions: search, table (plan, name, e-mail, subscribed at, user registered at), 'Ver mais'. */
export function SubscriptionsScreen() {
  const { t } = useTranslation(['dashboard-subscriptions', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({ queryKey: subscriptionListKey, search: settledSearch, fetchPage: listSubscriptions, errorFallback: t('dashboard:loadFailed') });

  const columns: Column<PremiumSubscription>[] = [
    { header: t('columns.plan'), cell: (row) => <TruncatedText text={planName(row.user.plan) ?? t('cancelled')} length={CUT.plan} /> },
    { header: t('columns.name'), cell: (row) => <TruncatedText text={row.user.name} length={CUT.name} /> },
    { header: t('columns.email'), cell: (row) => <TruncatedText text={row.user.email} length={CUT.email} /> },
    { header: t('columns.subscribedAt'), cell: (row) => formatDateTime(row.created_at) },
    { header: t('columns.userCreatedAt'), cell: (row) => formatDateTime(row.user.created_at ?? '') },
  ];

  return (
    <>
      <PageHeading title={t('common:sections.subscriptions')} />
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={t('searchPlaceholder')} />
      <DataTable
        caption={t('common:sections.subscriptions')}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        loading={list.loading}
        emptyState={<ListEmptyState title={t('empty')} text="" />}
      />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}
