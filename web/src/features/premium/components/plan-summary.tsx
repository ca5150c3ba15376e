import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../api/get-plans';
import { TRIAL_DAYS } from '../constants';
import { formatMoney } from '../format-money';

interface PlanSummaryProps {
  plan: Plan;
  onChangePlan: () => void;
}

/** Step 1: what was chosen and how billing works, with a way back to the plans. */
export function PlanSummary({ plan, onChangePlan }: PlanSummaryProps) {
  const { t, i18n } = useTranslation('premium');
  const locale = i18n.resolvedLanguage ?? 'pt';
  const months = t('plans.months', { count: plan.months });
  return (
    <Stack as="section" aria-labelledby="premium-summary-heading" gap="2" p="4" borderWidth="1px" borderColor="teal.muted" bg="teal.wash" borderRadius="lg">
      <Text as="h3" id="premium-summary-heading" fontWeight="semibold" color="teal.ink">
        {t('summary.heading', { plan: months })}
      </Text>
      <Text color="teal.ink">
        {t('plans.perMonth', { price: formatMoney(plan.price_per_month, locale) })}
        {plan.months > 1 ? ` · ${t('plans.total', { total: formatMoney(plan.total, locale) })}` : null}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('summary.billing', { days: TRIAL_DAYS, total: formatMoney(plan.total, locale), count: plan.months })}
      </Text>
      <Button alignSelf="flex-start" variant="plain" size="sm" px="0" color="teal.inkSoft" textDecoration="underline" onClick={onChangePlan}>
        {t('summary.change')}
      </Button>
    </Stack>
  );
}
