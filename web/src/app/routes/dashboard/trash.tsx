import { TrashScreen } from '@/features/dashboard-history/components/trash-screen';

export function DashboardTrashRoute() {
  return <TrashScreen />;
}
