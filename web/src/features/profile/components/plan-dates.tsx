import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { CurrentSubscription } from '../api/current-subscription';

/** The lines a subscription's dates make: a trial's end, the next renewal, or when access ends. */
function dateLines(subscription: CurrentSubscription, t: (key: string, values: { date: string }) => string): string[] {
  const { trial_ends_at: trialEnd, renews_at: renews, access_ends_at: accessEnds } = subscription;
  if (trialEnd) return [t(renews ? 'plan.dates.trialThenCharge' : 'plan.dates.trialThenEnd', { date: formatDate(trialEnd) })];
  if (renews) return [t('plan.dates.renews', { date: formatDate(renews) })];
  if (accessEnds) return [t('plan.dates.accessEnds', { date: formatDate(accessEnds) })];
  return [];
}

interface PlanDatesProps {
  subscription: CurrentSubscription | null | undefined;
  loading: boolean;
}

/** Under the plan's name: when the trial ends, the plan renews or access ends (nothing when unknown). */
export function PlanDates({ subscription, loading }: PlanDatesProps) {
  const { t } = useTranslation('profile');
  if (loading) return <Skeleton h="5" w="72" maxW="full" />;
  if (!subscription) return null;
  const lines = dateLines(subscription, t);
  if (lines.length === 0) return null;
  return (
    <Stack gap="1">
      {lines.map((line) => (
        <Text key={line} fontWeight="medium">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
