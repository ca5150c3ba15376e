import { chakra, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Categorias › Busca: the way back to the catalogue home. */
export function SearchBreadcrumb() {
  const { t } = useTranslation('search');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <HStack as="ol" listStyleType="none" gap="2" fontSize="sm" mb="2" color="fg.muted">
        <li>
          <Link asChild color="teal.inkSoft" fontWeight="medium">
            <RouterLink to="/app/categorias">{t('breadcrumb.categories')}</RouterLink>
          </Link>
        </li>
        <chakra.li aria-hidden="true" _before={{ content: '"›"' }} />
        <li>
          <Text as="span" aria-current="page">
            {t('breadcrumb.search')}
          </Text>
        </li>
      </HStack>
    </nav>
  );
}
