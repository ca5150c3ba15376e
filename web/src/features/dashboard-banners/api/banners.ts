import type { Banner, BannerListAnswer } from '@contract/banners-answers';
import type { BannerCreateData, BannerUpdateData } from '@contract/banners';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export type { Banner };

export const bannerListKey = ['dashboard', 'banners'] as const;

/** GET banners: by page and search (name), in display order. */
export function listBanners(page: number, search: string): Promise<BannerListAnswer> {
  return api.get('/banners', { query: { page, search: search || undefined } });
}

export type SaveBannerInput = { id: number; data: BannerUpdateData } | { id?: undefined; data: BannerCreateData };

function toFormData(data: BannerCreateData | BannerUpdateData): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(data)) {
    if (value instanceof File) body.append(field, value);
    else if (value !== undefined && value !== null) body.append(field, String(value));
  }
  return body;
}

/** POST banners (with the language, fixed at creation) or POST banners/{id}, multipart. */
export function useSaveBanner(onSaved: () => void) {
  const { t } = useTranslation(['dashboard-banners', 'dashboard']);
  return useMutation({
    mutationFn: ({ id, data }: SaveBannerInput) => id ? api.post('/banners/:id', { params: { id }, body: toFormData(data) }) : api.post('/banners', { body: toFormData(data) }),
    onSuccess: (_answer, { id }) => {
      if (id) notifySuccess(t('dashboard:toast.updated'), t('toast.updated'));
      else notifySuccess(t('dashboard:toast.created'), t('toast.created'));
      onSaved();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}

export function useDeleteBanner(onDeleted: () => void) {
  const { t } = useTranslation(['dashboard-banners', 'dashboard']);
  return useMutation({
    mutationFn: (id: number) => api.delete('/banners/:id', { params: { id } }),
    onSuccess: () => {
      notifySuccess(t('dashboard:toast.updated'), t('toast.deleted'));
      onDeleted();
    },
    onError: (error) => handleApiError(error, t('dashboard:failed')),
  });
}
