import { NotificationsScreen } from '@/features/dashboard-notifications/components/notifications-screen';

export function DashboardNotificationsRoute() {
  return <NotificationsScreen />;
}
