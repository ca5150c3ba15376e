import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { reloadWithNotice } from '@/lib/notice-after-reload';

export async function cancelSubscription(): Promise<void> {
  await api.delete('/subscriptions');
}

/**
 * DELETE subscriptions (premium ends at once); on success the page reloads (spec section 2
 * "Profile") and shows 'Assinatura cancelada' afterwards. `busy` stays on until the reload.
 */
export function useCancelSubscription() {
  const { t } = useTranslation('profile');
  const mutation = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => reloadWithNotice({ title: t('plan.canceled.title'), description: t('plan.canceled.text') }),
    onError: (error) => handleApiError(error, t('plan.cancelFailed')),
  });
  return { cancel: () => mutation.mutate(), busy: mutation.isPending || mutation.isSuccess };
}
