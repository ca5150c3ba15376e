import { UsersScreen } from '@/features/dashboard-users/components/users-screen';

export function DashboardUsersRoute() {
  return <UsersScreen />;
}
