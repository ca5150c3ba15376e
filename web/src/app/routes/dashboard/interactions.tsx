import { InteractionsScreen } from '@/features/dashboard-interactions/components/interactions-screen';

export function DashboardInteractionsRoute() {
  return <InteractionsScreen />;
}
