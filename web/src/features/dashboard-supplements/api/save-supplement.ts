import type { SupplementData } from '@contract/supplements';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export interface SaveSupplementInput {
  /** Absent when creating. */
  id?: number;
  data: SupplementData;
}

function toFormData({ name, order, is_paid, category_id, revision }: SupplementData): FormData {
  const body = new FormData();
  body.append('name', name);
  body.append('order', String(order));
  body.append('is_paid', String(is_paid));
  body.append('category_id', String(category_id));
  if (revision !== undefined) body.append('revision', String(revision));
  return body;
}

/** POST supplements (create) or POST supplements/{id} (update, with the revision it was based on): name, order, is_paid, category_id. */
export function useSaveSupplement(onSaved: () => void) {
  const { t } = useTranslation(['dashboard-supplements', 'dashboard']);
  return useMutation({
    mutationFn: ({ id, data }: SaveSupplementInput) => id ? api.post('/supplements/:id', { params: { id }, body: toFormData(data) }) : api.post('/supplements', { body: toFormData(data) }),
    onSuccess: (_answer, { id }) => {
      if (id) notifySuccess(t('dashboard:toast.updated'), t('toast.updated'));
      else notifySuccess(t('dashboard:toast.created'), t('toast.created'));
      onSaved();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}

/** DELETE supplements/{id} (its topics and favourites go with it). */
export function useDeleteSupplement(onDeleted: () => void) {
  const { t } = useTranslation(['dashboard-supplements', 'dashboard']);
  return useMutation({
    mutationFn: (id: number) => api.delete('/supplements/:id', { params: { id } }),
    onSuccess: () => {
      notifySuccess(t('dashboard:toast.updated'), t('toast.deleted'));
      onDeleted();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}

/** POST supplements/{id}/review: the whole monograph reviewed now by the signed-in admin ('Marcar como revisado'). */
export function useMarkSupplementReviewed(onReviewed: () => void) {
  const { t } = useTranslation(['dashboard-supplements', 'dashboard']);
  return useMutation({
    mutationFn: (id: number) => api.post('/supplements/:id/review', { params: { id } }),
    onSuccess: () => {
      notifySuccess(t('dashboard:toast.updated'), t('toast.reviewed'));
      onReviewed();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}
