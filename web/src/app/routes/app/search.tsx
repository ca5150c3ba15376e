import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';

/** Minimal for now: names the searched term; results come with the search feature. */
export function SearchRoute() {
  const { t } = useTranslation();
  const { s = '' } = useParams();
  return <PageHeading title={t('sections.searchResults', { term: s })} />;
}
