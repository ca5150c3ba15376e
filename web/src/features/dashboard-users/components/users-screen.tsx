import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TruncatedText, type Column } from '@/components/dashboard/data-table';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { DetailList } from '@/components/dashboard/detail-list';
import { formatDateTime } from '@/lib/dates';
import { ItemActions } from '@/components/dashboard/item-actions';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { LoadMoreButton } from '@/components/load-more-button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useModalMode } from '@/components/dashboard/use-modal-mode';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { PageHeading } from '@/components/page-heading';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import { downloadUserData, listUsers, userListKey, type UserRow } from '../api/get-users';
import { DeleteUserDialog } from './delete-user-dialog';

/** Spec section 9: users table cells cut at 40 (name), 26 (e-mail) and 16 (date). */
const CUT = { name: 40, email: 26, date: 16 } as const;

/** Users: search, table (name, e-mail, plan, registered at, actions), 'Detalhes do usuário', 'Ver mais'. */
export function UsersScreen() {
  const { t } = useTranslation(['dashboard-users', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({ queryKey: userListKey, search: settledSearch, fetchPage: listUsers, errorFallback: t('dashboard:loadFailed') });
  const modal = useModalMode<UserRow>();
  const user = modal.item;
  const download = useMutation({ mutationFn: downloadUserData, onError: (error) => handleApiError(error, t('dashboard:failed')) });

  const columns: Column<UserRow>[] = [
    { header: t('columns.name'), cell: (row) => <TruncatedText text={row.name} length={CUT.name} /> },
    { header: t('columns.email'), cell: (row) => <TruncatedText text={row.email} length={CUT.email} /> },
    { header: t('columns.plan'), cell: (row) => row.plan?.name ?? t('freePlan') },
    { header: t('columns.createdAt'), cell: (row) => <TruncatedText text={formatDateTime(row.created_at)} length={CUT.date} /> },
    { header: t('dashboard:actions.column'), actions: true, cell: (row) => <ItemActions name={row.name} onView={() => modal.open('item', row)} /> },
  ];

  return (
    <>
      <PageHeading title={t('common:sections.users')} />
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={t('searchPlaceholder')} />
      <DataTable caption={t('common:sections.users')} columns={columns} rows={list.items} rowKey={(row) => row.id} loading={list.loading} />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <DashboardDialog open={modal.mode === 'item'} title={t('details.title')} onClose={modal.close}>
        {user && (
          <Stack gap="6">
            <DetailList
              entries={[
                { label: t('details.name'), value: user.name },
                { label: t('details.email'), value: user.email },
                { label: t('details.phone'), value: user.detail.phone },
                { label: t('details.area'), value: user.detail.education?.name ?? '' },
                { label: t('details.document'), value: user.document },
                { label: t('details.plan'), value: user.plan?.name ?? t('details.freePlan') },
                { label: t('details.notifications'), value: user.detail.receive_notifications ? t('dashboard:yes') : t('dashboard:no') },
                { label: t('details.createdAt'), value: formatDateTime(user.created_at) },
              ]}
            />
            <HStack gap="3" wrap="wrap" aria-label={t('privacy.heading')} role="group">
              <Button variant="outline" size="sm" loading={download.isPending} onClick={() => download.mutate(user.id)}>
                {t('privacy.export')}
              </Button>
              <Button variant="outline" size="sm" colorPalette="red" onClick={() => modal.open('delete', user)}>
                {t('privacy.delete')}
              </Button>
            </HStack>
          </Stack>
        )}
      </DashboardDialog>
      <DeleteUserDialog
        user={modal.mode === 'delete' ? (user ?? null) : null}
        onDeleted={(message) => {
          notifySuccess(t('privacy.deleted'), message);
          modal.close();
          void list.reset();
        }}
        onClose={modal.close}
      />
    </>
  );
}
