import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PaymentFormProps {
  /** From the click until the page reloads or the payment fails (spec section 4). */
  busy: boolean;
  /** False while the card field cannot take a payment yet. */
  ready?: boolean;
  onSubmit: () => void;
  /** The card field: Stripe's, or the local test-card choice. */
  children: ReactNode;
}

/** The payment step's frame: the prompt to enter card data, the card field and 'start free trial'. */
export function PaymentForm({ busy, ready = true, onSubmit, children }: PaymentFormProps) {
  const { t } = useTranslation('premium');
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      aria-labelledby="premium-payment-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && ready) onSubmit();
      }}
    >
      <Stack gap="1">
        <Text as="h3" id="premium-payment-heading" fontWeight="semibold" color="teal.ink">
          {t('payment.heading')}
        </Text>
        <Text color="fg.muted">{t('payment.prompt')}</Text>
      </Stack>
      {children}
      <Button
        type="submit"
        size="lg"
        w={{ base: 'full', sm: 'auto' }}
        alignSelf={{ sm: 'flex-start' }}
        loading={busy}
        loadingText={t('payment.wait')}
        disabled={!ready}
      >
        {t('payment.submit')}
      </Button>
    </chakra.form>
  );
}
