import { Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePlans, type Plan } from '../api/get-plans';
import { PlanCard } from './plan-card';

interface PlanListProps {
  onChoose: (plan: Plan) => void;
}

const PLAN_SLOTS = 3;

/** The plans from GET plans: three fixed-size skeletons while loading, an error with retry if it fails. */
export function PlanList({ onChoose }: PlanListProps) {
  const { t } = useTranslation('premium');
  const plans = usePlans();
  if (plans.isError) {
    return (
      <Stack role="alert" align="center" gap="3" py="6" textAlign="center">
        <Text color="fg.muted">{t('plans.failed')}</Text>
        <Button variant="outline" size="sm" onClick={() => void plans.refetch()} loading={plans.isFetching}>
          {t('plans.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" pt="3" aria-busy={plans.isPending}>
      {plans.isPending
        ? Array.from({ length: PLAN_SLOTS }, (_, index) => <Skeleton key={index} h="56" borderRadius="lg" aria-hidden="true" />)
        : plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} onChoose={onChoose} />)}
    </SimpleGrid>
  );
}
