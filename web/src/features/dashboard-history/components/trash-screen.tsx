import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, TruncatedText, type Column } from '@/components/dashboard/data-table';
import { ListEmptyState } from '@/components/dashboard/list-empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { PageHeading } from '@/components/page-heading';
import { formatDateTime } from '@/lib/dates';
import { listTrash, trashListKey, useRestoreTrash, type TrashEntry } from '../api/history';

const DAY_MS = 86_400_000;

/** Lixeira: what was deleted in the last 30 days, by whom and when, each restorable with what hung under it. */
export function TrashScreen() {
  const { t } = useTranslation(['dashboard-history', 'common', 'dashboard']);
  // A deletion's topics and favourites follow it in a job: the row counts them once they are in.
  const list = usePagedList({ queryKey: trashListKey, search: '', fetchPage: listTrash, errorFallback: t('dashboard:loadFailed'), pollWhile: (entry) => entry.moving });
  const [restoring, setRestoring] = useState<TrashEntry | null>(null);
  const restore = useRestoreTrash(() => {
    setRestoring(null);
    void list.reset();
  });
  const daysLeft = (entry: TrashEntry) => Math.max(0, Math.ceil((Date.parse(entry.purge_after) - Date.now()) / DAY_MS));

  const columns: Column<TrashEntry>[] = [
    { header: t('trash.columns.name'), cell: (row) => <TruncatedText text={row.name} length={50} /> },
    { header: t('trash.columns.type'), cell: (row) => t(`types.${row.type}`) + (row.documents > 1 ? ` ${t('trash.withMore', { count: row.documents - 1 })}` : '') },
    { header: t('trash.columns.deleted'), cell: (row) => `${row.actor.name}, ${formatDateTime(row.deleted_at)}` },
    { header: t('trash.columns.left'), cell: (row) => t('trash.daysLeft', { count: daysLeft(row) }) },
    {
      header: t('dashboard:actions.column'),
      actions: true,
      cell: (row) => (
        <Button size="xs" variant="outline" onClick={() => setRestoring(row)} aria-label={t('trash.restoreLabel', { name: row.name })}>
          {t('trash.restore')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={t('common:sections.trash')} />
      <Text color="fg.muted" mb="4">
        {t('trash.intro')}
      </Text>
      <DataTable
        caption={t('common:sections.trash')}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        loading={list.loading}
        emptyState={<ListEmptyState title={t('trash.empty')} text="" />}
      />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <ConfirmDialog
        open={restoring !== null}
        title={t('trash.restoreTitle')}
        confirmLabel={t('trash.restoreConfirm')}
        cancelLabel={t('trash.cancel')}
        closeLabel={t('common:close')}
        busy={restore.isPending}
        onConfirm={() => restoring && restore.mutate(restoring.id)}
        onClose={() => setRestoring(null)}
      >
        <Text>{restoring && t('trash.restoreQuestion', { name: restoring.name })}</Text>
      </ConfirmDialog>
    </>
  );
}
