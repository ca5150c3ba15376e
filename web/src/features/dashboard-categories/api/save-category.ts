import type { CategoryCreateData } from '@contract/categories';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export interface SaveCategoryInput {
  /** Absent when creating. */
  id?: number;
  /** An update carries the revision it was based on. */
  data: Omit<CategoryCreateData, 'image'> & { image?: unknown; revision?: number };
}

function toFormData({ name, image, has_subcategory, order, parent_category, revision }: SaveCategoryInput['data']): FormData {
  const body = new FormData();
  body.append('name', name);
  if (image instanceof File) body.append('image', image);
  body.append('has_subcategory', String(has_subcategory));
  body.append('order', String(order));
  if (parent_category !== undefined) body.append('parent_category', String(parent_category));
  if (revision !== undefined) body.append('revision', String(revision));
  return body;
}

/** POST categories (create, with parent_category for a subcategory) or POST categories/{id} (update), multipart. */
export function useSaveCategory(onSaved: () => void) {
  const { t } = useTranslation(['dashboard-categories', 'dashboard']);
  return useMutation({
    mutationFn: ({ id, data }: SaveCategoryInput) => id ? api.post('/categories/:id', { params: { id }, body: toFormData(data) }) : api.post('/categories', { body: toFormData(data) }),
    onSuccess: (_answer, { id }) => {
      if (id) notifySuccess(t('dashboard:toast.updated'), t('toast.updated'));
      else notifySuccess(t('dashboard:toast.created'), t('toast.created'));
      onSaved();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}
