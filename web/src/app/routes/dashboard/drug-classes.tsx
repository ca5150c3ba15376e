import { DrugClassesScreen } from '@/features/dashboard-interactions/components/drug-classes-screen';

export function DashboardDrugClassesRoute() {
  return <DrugClassesScreen />;
}
