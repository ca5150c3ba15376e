import type { Option } from '@contract/answer-shapes';
import type { Notification, NotificationListAnswer } from '@contract/notifications-answers';
import type { NotificationCreateInput } from '@contract/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export type NotificationLog = SentNotification['logs'][number];

export type SentNotification = Notification;

export type { Option };

export const notificationListKey = ['dashboard', 'notifications'] as const;

/** GET notifications: newest first; search by title or message. */
export function listNotifications(page: number, search: string): Promise<NotificationListAnswer> {
  return api.get('/notifications', { query: { page, search: search || undefined } });
}

/** POST notifications: answers once the delivery is queued (spec §8 'Notificação enviada'). */
export function useSendNotification(onSent: () => void) {
  const { t } = useTranslation(['dashboard-notifications', 'dashboard']);
  return useMutation({
    mutationFn: (input: NotificationCreateInput) => api.post('/notifications', { body: input }),
    onSuccess: () => {
      notifySuccess(t('toast.sentTitle'), t('toast.sentText'));
      onSent();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}


/** GET selects/categories: the categories that hold supplements. */
export function useCategoryOptions(enabled: boolean) {
  return useQuery({ queryKey: ['dashboard', 'selects', 'categories'], queryFn: async () => (await api.get('/selects/categories')).data.items, enabled });
}

/** GET selects/supplements: every supplement, or those of one category. */
export function useSupplementOptions(categoryId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'selects', 'supplements', categoryId],
    queryFn: async () => (await api.get('/selects/supplements', { query: categoryId ? { category_id: categoryId } : undefined })).data.items,
    enabled,
  });
}

/** GET selects/topics: the topics of one supplement. */
export function useTopicOptions(supplementId: number | null) {
  return useQuery({
    queryKey: ['dashboard', 'selects', 'topics', supplementId],
    queryFn: async () => (await api.get('/selects/topics', { query: { supplement_id: supplementId ?? 0 } })).data.items,
    enabled: supplementId !== null,
  });
}
