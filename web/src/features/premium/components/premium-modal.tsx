import { Box, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@/components/icons';
import type { Plan } from '../api/get-plans';
import { TRIAL_DAYS } from '../constants';
import { closePremiumModal, togglePremiumModal, usePremiumModal } from '../stores/premium-modal';
import { PlanList } from './plan-list';
import { PlanSummary } from './plan-summary';
import { PremiumPaymentStep } from './premium-payment-step';

const BENEFITS = ['updated', 'catalogue', 'tool'] as const;

/**
 * Spec section 2 "Premium modal": heading, benefits, plans; step 0 shows the plans and the billing
 * text, step 1 (a plan chosen, its price_id kept) the summary and the payment step. Mounted once by
 * the shell; the dialog traps focus and closes on Esc or its close icon.
 */
export function PremiumModal() {
  const { t } = useTranslation('premium');
  const { isOpen } = usePremiumModal();
  const [plan, setPlan] = useState<Plan | null>(null);
  // A zag dialog mounted already open under StrictMode closes itself; open it one frame later.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // Every opening starts at step 0 (no plan chosen).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setPlan(null);
  }

  return (
    <Dialog.Root
      open={isOpen && mounted}
      onOpenChange={(details) => !details.open && closePremiumModal()}
      placement="center"
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '4' }}>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title fontSize={{ base: 'xl', md: '2xl' }} color="teal.ink">
                {t('heading')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="5">
                <Stack as="ul" gap="2" listStyle="none">
                  {BENEFITS.map((benefit) => (
                    <Box as="li" key={benefit} display="flex" gap="2" alignItems="flex-start">
                      <Box as="span" color="teal.fg" mt="0.5">
                        <CheckCircleIcon />
                      </Box>
                      {t(`benefits.${benefit}`)}
                    </Box>
                  ))}
                </Stack>
                {plan ? (
                  <Stack gap="4">
                    <PlanSummary plan={plan} onChangePlan={() => setPlan(null)} />
                    {/* Payment step (card field, 'start free trial'): filled in by the payments work. */}
                    <PremiumPaymentStep priceId={plan.price_id} />
                  </Stack>
                ) : (
                  <>
                    <PlanList onChoose={setPlan} />
                    <Text fontSize="sm" color="fg.muted" textAlign="center">
                      {t('billingStarts', { days: TRIAL_DAYS })}
                    </Text>
                  </>
                )}
              </Stack>
            </Dialog.Body>
            {/* Spec: the close icon toggles the flag (Esc and the backdrop close through onOpenChange). */}
            <CloseButton position="absolute" top="3" insetEnd="3" size="sm" aria-label={t('close')} onClick={togglePremiumModal} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
