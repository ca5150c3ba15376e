import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../api/get-plans';
import { formatMoney } from '../format-money';

interface PlanCardProps {
  plan: Plan;
  onChoose: (plan: Plan) => void;
}

/** One plan: months, price per month, total when billed for several months, the popular mark. */
export function PlanCard({ plan, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation('premium');
  const locale = i18n.resolvedLanguage ?? 'pt';
  const headingId = `plan-${plan.id}-name`;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      position="relative"
      gap="2"
      p="4"
      pt={plan.popular ? '6' : '4'}
      borderWidth={plan.popular ? '2px' : '1px'}
      borderColor={plan.popular ? 'teal.600' : 'border'}
      borderRadius="lg"
      bg="bg.panel"
      textAlign="center"
      h="full"
    >
      {plan.popular ? (
        <Box
          position="absolute"
          top="0"
          insetInline="0"
          mx="auto"
          w="fit-content"
          transform="translateY(-50%)"
          px="3"
          py="0.5"
          borderRadius="full"
          bg="teal.700"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          textTransform="uppercase"
          letterSpacing="wide"
        >
          {t('plans.popular')}
        </Box>
      ) : null}
      <Text as="h3" id={headingId} fontWeight="semibold" color="teal.ink">
        {t('plans.months', { count: plan.months })}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="teal.ink" lineHeight="short">
        {t('plans.perMonth', { price: formatMoney(plan.price_per_month, locale) })}
      </Text>
      <Text fontSize="sm" color="fg.muted" minH="5">
        {plan.months > 1 ? t('plans.total', { total: formatMoney(plan.total, locale) }) : t('plans.monthly')}
      </Text>
      <Text fontSize="sm" fontWeight="semibold" color="teal.inkSoft" minH="5">
        {plan.saving_percent ? t('plans.saving', { percent: plan.saving_percent }) : null}
      </Text>
      <Button mt="auto" variant={plan.popular ? 'solid' : 'outline'} onClick={() => onChoose(plan)}>
        {t('plans.choose', { count: plan.months })}
      </Button>
    </Stack>
  );
}
