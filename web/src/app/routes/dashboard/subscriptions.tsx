import { SubscriptionsScreen } from '@/features/dashboard-subscriptions/components/subscriptions-screen';

export function DashboardSubscriptionsRoute() {
  return <SubscriptionsScreen />;
}
