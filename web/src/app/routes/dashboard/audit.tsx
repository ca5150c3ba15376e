import { AuditScreen } from '@/features/dashboard-history/components/audit-screen';

export function DashboardAuditRoute() {
  return <AuditScreen />;
}
