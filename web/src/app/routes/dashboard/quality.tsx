import { QualityScreen } from '@/features/dashboard-quality/components/quality-screen';

/** /dashboard/qualidade: the content-quality report (issue 39). */
export function DashboardQualityRoute() {
  return <QualityScreen />;
}
