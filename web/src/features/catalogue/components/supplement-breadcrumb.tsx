import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CategoryHeader } from '@contract/categories-answers';

/** The way back from a supplement to its category's supplements. */
export function SupplementBreadcrumb({ category }: { category: CategoryHeader }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('breadcrumb')} className="no-print">
      <Link asChild fontSize="sm" color="teal.inkSoft" mb="2">
        <RouterLink to={`/app/categorias/${encodeURIComponent(category.slug)}/suplementos`}>{category.name}</RouterLink>
      </Link>
    </nav>
  );
}
