import { NutrientsScreen } from '@/features/dashboard-doses/components/nutrients-screen';

export function DashboardNutrientsRoute() {
  return <NutrientsScreen />;
}
