import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardTokenError, useStartSubscription, type ReadCardToken } from '../api/start-subscription';
import { PaymentForm } from './payment-form';

interface StripeCardPaymentProps {
  priceId: string;
  publishableKey: string;
}

/** Stripe.js speaks the UI language, so its card errors (shown as toasts) do too. */
const stripeLocale = (language: string | undefined): StripeElementLocale => (language === 'en' ? 'en' : 'pt-BR');

/** Stripe.js comes from js.stripe.com (its versioned address), once per key and language. */
function useStripeJs(publishableKey: string, locale: StripeElementLocale) {
  return useQuery({
    queryKey: ['stripe-js', publishableKey, locale],
    queryFn: async () => {
      const stripe = await loadStripe(publishableKey, { locale });
      if (!stripe) throw new Error('Stripe.js did not load');
      return stripe;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}

/**
 * The payment step with Stripe Elements: the card field, then `createToken` → POST subscriptions.
 * This module (and Stripe's packages) loads only when the step shows with a publishable key.
 */
export function StripeCardPayment({ priceId, publishableKey }: StripeCardPaymentProps) {
  const { t, i18n } = useTranslation('premium');
  const locale = stripeLocale(i18n.resolvedLanguage);
  const stripe = useStripeJs(publishableKey, locale);
  if (stripe.isError) {
    return (
      <Stack role="alert" align="start" gap="3">
        <Text color="fg.muted">{t('payment.loadFailed')}</Text>
        <Button variant="outline" size="sm" onClick={() => void stripe.refetch()} loading={stripe.isFetching}>
          {t('payment.retry')}
        </Button>
      </Stack>
    );
  }
  if (stripe.isPending) return <Skeleton h="40" borderRadius="lg" />;
  // Elements cannot take another Stripe instance: a language change mounts a new one.
  return (
    <Elements key={locale} stripe={stripe.data}>
      <StripeCardForm priceId={priceId} />
    </Elements>
  );
}

function StripeCardForm({ priceId }: { priceId: string }) {
  const { t } = useTranslation('premium');
  const stripe = useStripe();
  const elements = useElements();
  const { pay, busy } = useStartSubscription(priceId);

  const readCardToken: ReadCardToken = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new CardTokenError(t('payment.cardFailed'));
    const result = await stripe.createToken(card);
    if (result.error) throw new CardTokenError(result.error.message ?? t('payment.cardFailed'));
    return result.token.id;
  };

  return (
    <PaymentForm busy={busy} ready={stripe !== null} onSubmit={() => pay(readCardToken)}>
      <Stack gap="1.5">
        <Text id="premium-card-label" fontWeight="medium">
          {t('payment.card')}
        </Text>
        {/* Stripe's field lives in its own iframe; the group gives it the visible label. */}
        <Box
          role="group"
          aria-labelledby="premium-card-label"
          px="3"
          py="3.5"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="md"
          bg="bg.panel"
          _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'teal.focusRing', outlineOffset: '1px' }}
        >
          <CardElement options={{ hidePostalCode: true, disabled: busy, style: { base: { fontSize: '16px', color: '#1a202c' } } }} />
        </Box>
      </Stack>
    </PaymentForm>
  );
}
