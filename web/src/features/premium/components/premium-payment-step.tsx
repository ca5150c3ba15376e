import { Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TestCardPayment } from './test-card-payment';

const StripeCardPayment = lazy(() => import('./stripe-card-payment').then((module) => ({ default: module.StripeCardPayment })));

interface PremiumPaymentStepProps {
  /** The chosen plan's Stripe price id, sent with the card token as `price_id` (spec section 3). */
  priceId: string;
}

/**
 * The payment step (spec section 2 "Premium modal": card field, the prompt to enter card data and
 * the 'start free trial' button), rendered by the modal after a plan is chosen. With a Stripe
 * publishable key it is Stripe's card field, loaded only now. Without one, a build for the local
 * emulators (`--mode emulator`, which has the Auth emulator's URL) offers test cards in its place;
 * any other build says payments are unavailable rather than offer cards no real Stripe accepts.
 */
export function PremiumPaymentStep({ priceId }: PremiumPaymentStepProps) {
  const { t } = useTranslation('premium');
  const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  if (publishableKey) {
    return (
      <Suspense fallback={<Skeleton h="40" borderRadius="lg" />}>
        <StripeCardPayment priceId={priceId} publishableKey={publishableKey} />
      </Suspense>
    );
  }
  if (import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL) return <TestCardPayment priceId={priceId} />;
  return (
    <Text role="alert" color="fg.error" fontWeight="medium">
      {t('payment.unavailable')}
    </Text>
  );
}
