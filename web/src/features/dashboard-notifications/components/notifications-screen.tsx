import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TruncatedText, type Column } from '@/components/dashboard/data-table';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { DetailList } from '@/components/dashboard/detail-list';
import { ListEmptyState } from '@/components/dashboard/list-empty-state';
import { ItemActions } from '@/components/dashboard/item-actions';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { LoadMoreButton } from '@/components/load-more-button';
import { useModalMode } from '@/components/dashboard/use-modal-mode';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { PageHeading } from '@/components/page-heading';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatDateTime } from '@/lib/dates';
import { listNotifications, notificationListKey, useSendNotification, type SentNotification } from '../api/notifications';
import { NotificationForm } from './notification-form';

/** Spec section 9: notifications table cells cut at 50 (title), 15 (received) and 16 (date). */
const CUT = { title: 50, received: 15, date: 16 } as const;

/** Notifications: search, 'Enviar agora', table (Título, Recebido, Enviado em, Ações), the send and detail dialogs, 'Ver mais'. */
export function NotificationsScreen() {
  const { t } = useTranslation(['dashboard-notifications', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({
    queryKey: notificationListKey,
    search: settledSearch,
    fetchPage: listNotifications,
    errorFallback: t('dashboard:loadFailed'),
    pollWhile: (notification) => notification.status !== 'done',
  });
  const modal = useModalMode<SentNotification>();
  const send = useSendNotification(() => {
    modal.close();
    void list.reset();
  });
  const formId = useId();
  const notification = modal.item ? (list.items.find((row) => row.id === modal.item?.id) ?? modal.item) : null;

  const received = (row: SentNotification) => (row.status === 'done' ? String(row.received_logs_count) : t('sending'));
  const columns: Column<SentNotification>[] = [
    { header: t('columns.title'), cell: (row) => <TruncatedText text={row.title} length={CUT.title} /> },
    { header: t('columns.received'), cell: (row) => <TruncatedText text={received(row)} length={CUT.received} /> },
    { header: t('columns.sentAt'), cell: (row) => <TruncatedText text={formatDateTime(row.created_at)} length={CUT.date} /> },
    { header: t('dashboard:actions.column'), actions: true, cell: (row) => <ItemActions name={row.title} onView={() => modal.open('item', row)} /> },
  ];

  return (
    <>
      <PageHeading title={t('common:sections.notifications')} />
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={t('searchPlaceholder')} onAdd={() => modal.open('create')} addLabel={t('sendNow')} />
      <DataTable
        caption={t('common:sections.notifications')}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        loading={list.loading}
        emptyState={<ListEmptyState title={t('empty')} text="" />}
      />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <DashboardDialog
        open={modal.mode === 'create'}
        title={t('form.heading')}
        onClose={modal.close}
        formId={formId}
        submitLabel={t('form.submit')}
        busy={send.isPending}
        size="lg"
      >
        <NotificationForm formId={formId} serverError={send.error} onSubmit={(input) => send.mutate(input)} />
      </DashboardDialog>
      <DashboardDialog open={modal.mode === 'item'} title={t('details.heading')} onClose={modal.close} size="lg">
        {notification && (
          <Stack gap="6">
            <DetailList
              entries={[
                { label: t('details.title'), value: notification.title },
                { label: t('details.body'), value: notification.body },
                { label: t('details.sentAt'), value: formatDateTime(notification.created_at) },
                { label: t('details.received'), value: received(notification) },
              ]}
            />
            <Box as="section" aria-labelledby={`${formId}-log`}>
              <Heading as="h3" size="sm" id={`${formId}-log`} mb="2">
                {t('details.log')}
              </Heading>
              {notification.logs.length === 0 ? (
                <Text color="fg.muted">{t('details.noLog')}</Text>
              ) : (
                <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
                  {notification.logs.map((entry) => (
                    <Box as="li" key={entry.id} display="flex" justifyContent="space-between" gap="4" borderBottomWidth="1px" pb="2">
                      <Text>{entry.description}</Text>
                      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
                        {formatDateTime(entry.created_at)}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </DashboardDialog>
    </>
  );
}
