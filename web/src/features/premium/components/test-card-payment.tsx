import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartSubscription } from '../api/start-subscription';
import { PaymentForm } from './payment-form';

/** Stripe's test tokens, which the local Stripe-compatible development server understands. */
const TEST_CARDS = [
  { id: 'approved', token: 'tok_visa' },
  { id: 'declined', token: 'tok_chargeDeclined' },
] as const;

type TestCard = (typeof TEST_CARDS)[number];

interface TestCardPaymentProps {
  priceId: string;
}

/**
 * Without a Stripe publishable key (local runs, the emulator build) there is no card field to show:
 * this clearly labelled choice stands in for it and sends a test token, so the whole subscription
 * path (API, local Stripe server, webhooks) still runs.
 */
export function TestCardPayment({ priceId }: TestCardPaymentProps) {
  const { t } = useTranslation('premium');
  const [card, setCard] = useState<TestCard>(TEST_CARDS[0]);
  const { pay, busy } = useStartSubscription(priceId);
  return (
    <PaymentForm busy={busy} onSubmit={() => pay(async () => card.token)}>
      <chakra.fieldset
        disabled={busy}
        aria-describedby="premium-test-card-explanation"
        p="4"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="orange.400"
        borderRadius="lg"
        bg="orange.50"
        color="orange.950"
      >
        <chakra.legend px="1" fontWeight="semibold">
          {t('payment.testCards.legend')}
        </chakra.legend>
        <Text id="premium-test-card-explanation" fontSize="sm" mb="3">
          {t('payment.testCards.explanation')}
        </Text>
        <Stack gap="2">
          {TEST_CARDS.map((option) => {
            const hintId = `premium-test-card-${option.id}-hint`;
            return (
              <Box
                as="label"
                key={option.id}
                display="flex"
                gap="3"
                alignItems="flex-start"
                p="3"
                borderWidth="1px"
                borderColor={card.id === option.id ? 'orange.500' : 'orange.200'}
                borderRadius="md"
                bg="white"
                cursor="pointer"
              >
                <chakra.input
                  type="radio"
                  name="premium-test-card"
                  value={option.token}
                  checked={card.id === option.id}
                  onChange={() => setCard(option)}
                  aria-describedby={hintId}
                  mt="1"
                  boxSize="4"
                  flexShrink="0"
                  accentColor="teal.700"
                />
                <Stack gap="0.5">
                  <Text as="span" fontWeight="semibold">
                    {t(`payment.testCards.${option.id}`)}
                  </Text>
                  {/* Hidden from the radio's name and read as its description instead. */}
                  <Text as="span" id={hintId} aria-hidden="true" fontSize="sm">
                    {t(`payment.testCards.${option.id}Hint`)} <chakra.code fontSize="xs">{option.token}</chakra.code>
                  </Text>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </chakra.fieldset>
    </PaymentForm>
  );
}
