import { useParams } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { SupplementTopicsScreen } from '@/features/dashboard-topics/components/supplement-topics-screen';

/** /dashboard/suplementos/{slug}: content aligned as the signed-in admin's settings say. */
export function DashboardSupplementTopicsRoute() {
  const { slug = '' } = useParams();
  const current = useCurrentUser();
  return <SupplementTopicsScreen key={slug} supplementSlug={slug} textAlign={current.user?.settings.text_align} />;
}
