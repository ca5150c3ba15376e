import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { TestCardPayment } from './test-card-payment';

const StripeCardPayment = lazy(() => import('./stripe-card-payment').then((module) => ({ default: module.StripeCardPayment })));

interface PremiumPaymentStepProps {
  /** The chosen plan's Stripe price id, sent with the card token as `price_id` (spec section 3). */
  priceId: string;
}

/**
 * The payment step (spec section 2 "Premium modal": card field, the prompt to enter card data and
 * the 'start free trial' button), rendered by the modal after a plan is chosen. With a Stripe
 * publishable key it is Stripe's card field, loaded only now; without one (local runs) a choice of
 * test cards stands in for it.
 */
export function PremiumPaymentStep({ priceId }: PremiumPaymentStepProps) {
  const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  if (!publishableKey) return <TestCardPayment priceId={priceId} />;
  return (
    <Suspense fallback={<Skeleton h="40" borderRadius="lg" />}>
      <StripeCardPayment priceId={priceId} publishableKey={publishableKey} />
    </Suspense>
  );
}
