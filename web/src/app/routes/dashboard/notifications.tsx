import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/dashboard/empty-state';
import { PageHeading } from '@/components/page-heading';

/** Push notifications belong to a later issue: until then the page says so plainly. */
export function DashboardNotificationsRoute() {
  const { t } = useTranslation(['common', 'dashboard']);
  return (
    <>
      <PageHeading title={t('sections.notifications')} />
      <EmptyState title={t('dashboard:notificationsUnavailable.title')} text={t('dashboard:notificationsUnavailable.text')} />
    </>
  );
}
