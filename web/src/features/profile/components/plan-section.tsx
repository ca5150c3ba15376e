import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSubscription } from '../api/current-subscription';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { PlanDates } from './plan-dates';
import { ProfileSection } from './profile-section';

interface PlanSectionProps {
  /** The current plan (`user.plan`): null for a free user, undefined while the user loads. */
  plan: { name: string } | null | undefined;
  /** Opens the premium modal ('ver planos'). */
  onSeePlans: () => void;
}

/**
 * The plan block: 'Grátis' and 'ver planos' for a free user; the plan's name, when its trial ends,
 * it renews or access ends, and 'Cancelar assinatura' (after a confirmation) for a paying one.
 */
export function PlanSection({ plan, onSeePlans }: PlanSectionProps) {
  const { t } = useTranslation('profile');
  const subscription = useCurrentSubscription(Boolean(plan));
  let body: ReactNode;
  if (plan === undefined) {
    body = (
      <Stack gap="3" role="status" aria-label={t('common:loading')}>
        <Skeleton h="6" w="40" />
        <Skeleton h="5" w="64" maxW="full" />
      </Stack>
    );
  } else {
    const paying = plan !== null;
    body = (
      <Stack gap="3" align="start">
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">{t('plan.current')}</Text>
          {/* A pill drawn with style props: a badge recipe would weigh on every page's first load. */}
          <Text
            as="strong"
            px="2.5"
            py="0.5"
            borderRadius="full"
            fontSize="sm"
            bg={paying ? 'teal.700' : 'bg.muted'}
            color={paying ? 'white' : 'fg'}
          >
            {paying ? plan.name : t('plan.free')}
          </Text>
        </HStack>
        {paying ? <PlanDates subscription={subscription.data} loading={subscription.isPending} /> : null}
        <Text color="fg.muted">{paying ? t('plan.premiumText') : t('plan.freeText')}</Text>
        {paying ? (
          <CancelSubscriptionButton />
        ) : (
          <Button aria-haspopup="dialog" onClick={onSeePlans}>
            {t('plan.seePlans')}
          </Button>
        )}
      </Stack>
    );
  }
  return <ProfileSection heading={t('plan.heading')}>{body}</ProfileSection>;
}
