import { useCurrentUser } from '@/features/auth/api/get-user';
import { SettingsScreen } from '@/features/dashboard-settings/components/settings-screen';

/** The dashboard layout renders only once the admin is loaded, so the user is always ready here. */
export function DashboardSettingsRoute() {
  const current = useCurrentUser();
  return <SettingsScreen document={current.user?.document ?? ''} />;
}
