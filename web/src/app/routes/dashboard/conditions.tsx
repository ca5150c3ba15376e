import { ConditionsScreen } from '@/features/dashboard-interactions/components/conditions-screen';

export function DashboardConditionsRoute() {
  return <ConditionsScreen />;
}
