import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

/** Minimal for now: the page title inside its layout; the screen itself comes with its feature. */
export function DashboardUsersRoute() {
  const { t } = useTranslation();
  return <PageHeading title={t('sections.users')} />;
}
