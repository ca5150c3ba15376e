import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

/** DELETE categories/{id}; the API refuses (409, with its reason) a category that still holds items. */
export function useDeleteCategory(onDeleted: () => void) {
  const { t } = useTranslation(['dashboard-categories', 'dashboard']);
  return useMutation({
    mutationFn: (id: number) => api.delete('/categories/:id', { params: { id } }),
    onSuccess: () => {
      notifySuccess(t('dashboard:toast.updated'), t('toast.deleted'));
      onDeleted();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}
