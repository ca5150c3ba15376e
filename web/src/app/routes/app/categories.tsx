import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

/** User home. Catalogue content (category icons, latest supplements) arrives with the catalogue feature. */
export function CategoriesRoute() {
  const { t } = useTranslation();
  return <PageHeading title={t('sections.categories')} />;
}
