import { DrugsScreen } from '@/features/dashboard-interactions/components/drugs-screen';

export function DashboardDrugsRoute() {
  return <DrugsScreen />;
}
