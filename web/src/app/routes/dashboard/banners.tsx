import { BannersScreen } from '@/features/dashboard-banners/components/banners-screen';

export function DashboardBannersRoute() {
  return <BannersScreen />;
}
