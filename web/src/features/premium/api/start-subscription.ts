import type { SubscriptionStartedAnswer } from '@contract/subscriptions-answers';
import type { SubscriptionRequestInput } from '@contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { reloadWithNotice } from '@/lib/notice-after-reload';
import { refreshSessionIdToken } from '@/lib/session-token';
import { notifyError } from '@/lib/toaster';

/** `item` of POST subscriptions (docs/api.md "Plans and subscriptions"). */
export type StartedSubscription = SubscriptionStartedAnswer['item'];


export async function startSubscription(input: SubscriptionRequestInput): Promise<StartedSubscription> {
  return (await api.post('/subscriptions', { body: input })).item;
}

/** The card provider refused the card before any request was made (Stripe.js `createToken`). */
export class CardTokenError extends Error {
  override name = 'CardTokenError';
}

/** Gives the card token to send as `token_stripe`, or throws a CardTokenError with the provider's message. */
export type ReadCardToken = () => Promise<string>;

/** Spec section 8: the card provider's message has no title; the API's refusals of the card neither. */
function showPaymentError(error: unknown, fallback: string): void {
  if (error instanceof CardTokenError) notifyError(error.message, null);
  else handleApiError(error, fallback, { untitledFields: ['token_stripe'] });
}

/**
 * Card token, then POST subscriptions with the chosen plan's price id; on success a fresh ID token is
 * taken and the page reloads (spec section 4) and shows 'Assinatura realizada!' afterwards. `busy` stays on until the reload,
 * so the button keeps saying 'aguarde' from the click until the page goes.
 */
export function useStartSubscription(priceId: string) {
  const { t } = useTranslation('premium');
  const mutation = useMutation({
    mutationFn: async (readCardToken: ReadCardToken) => startSubscription({ token_stripe: await readCardToken(), price_id: priceId }),
    onSuccess: async () => {
      // The reloaded page asks with a new token, so every API instance reads the account's premium afresh.
      await refreshSessionIdToken().catch(() => undefined);
      reloadWithNotice({ title: t('payment.success.title'), description: t('payment.success.text') });
    },
    onError: (error) => showPaymentError(error, t('payment.failed')),
  });
  return { pay: mutation.mutate, busy: mutation.isPending || mutation.isSuccess };
}
