import type { AuditEntry, AuditListAnswer, TrashEntry, TrashListAnswer } from '@contract/history-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export type ContentType = TrashEntry['type'];

export type { AuditEntry, TrashEntry };


export const trashListKey = ['dashboard', 'trash'] as const;
export const auditListKey = (type: string) => ['dashboard', 'audit', type] as const;

/** GET trash: deletions, newest first. */
export function listTrash(page: number): Promise<TrashListAnswer> {
  return api.get('/trash', { query: { page } });
}

/** GET audit-logs: newest first, by word and by kind of target. */
export const listAudit = (type: string) => (page: number, search: string): Promise<AuditListAnswer> =>
  api.get('/audit-logs', { query: { page, search: search || undefined, type: type || undefined } });

/** POST trash/{id}/restore; the dashboard's lists kept from before read again when next shown (the item is back in one of them). */
export function useRestoreTrash(onRestored: () => void) {
  const { t } = useTranslation(['dashboard-history', 'dashboard']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/trash/:id/restore', { params: { id } }),
    onSuccess: (answer) => {
      notifySuccess(t('trash.restoredTitle'), answer.message);
      onRestored();
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}
