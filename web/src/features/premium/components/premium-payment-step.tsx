interface PremiumPaymentStepProps {
  /** The chosen plan's Stripe price id, sent with the card token as `price_id` (spec section 3). */
  priceId: string;
}

/**
 * Slot for the payment step (spec section 2 "Premium modal": card field, the prompt to enter card
 * data and the 'start free trial' button). Rendered by the modal after a plan is chosen, under the
 * plan summary. Deliberately empty until the payments work fills it in.
 */
export function PremiumPaymentStep(_props: PremiumPaymentStepProps) {
  return null;
}
