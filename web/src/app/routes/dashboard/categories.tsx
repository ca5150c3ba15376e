import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

/** Admin home. */
export function DashboardCategoriesRoute() {
  const { t } = useTranslation();
  return <PageHeading title={t('sections.categories')} />;
}
